import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useClearChatHistory } from '../api/carebot-api.ts';

/** Asks before erasing every saved chat (DELETE /api/ai/carebot/history); it cannot be undone. */
export function ClearChatsDialog({
  open,
  onClose,
  onCleared,
}: {
  open: boolean;
  onClose: () => void;
  onCleared: () => void;
}) {
  const { t } = useTranslation();
  const clear = useClearChatHistory({ success: () => t('carebot.clear.done'), failure: t('carebot.clear.failed') });
  return (
    <Dialog open={open} onClose={onClose} title={t('carebot.clear.title')} description={t('carebot.clear.description')}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('carebot.clear.cancel')}
        </Button>
        <Button
          loading={clear.isPending}
          loadingText={t('carebot.clear.clearing')}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                onCleared();
                onClose();
              },
            })
          }
        >
          {t('carebot.clear.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
