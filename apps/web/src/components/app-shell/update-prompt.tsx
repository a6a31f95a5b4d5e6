import { lazy, Suspense } from 'react';
import { loadMoreMessages } from '../../i18n/index.ts';
import { useWaitingUpdate } from '../../lib/offline/use-waiting-update.ts';

// Its code and texts (with the other pages' texts) load only when an update waits, so the first page carries neither.
const UpdatePromptCard = lazy(async () => {
  const [module] = await Promise.all([import('./update-prompt-card.tsx'), loadMoreMessages()]);
  return { default: module.UpdatePromptCard };
});

/**
 * "Update available" with a Reload button when a new version of the app is installed and waiting. The page never
 * changes under the person: the new version takes over only when they choose Reload (a form half filled stays).
 */
export function UpdatePrompt() {
  const apply = useWaitingUpdate();
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptCard apply={apply} />
    </Suspense>
  );
}
