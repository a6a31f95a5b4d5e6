import { CAREBOT_SUGGESTED_INTERESTS } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { Check, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useInterestsEditor } from '../hooks/use-interests-editor.ts';
import { normaliseInterest, toggleInterest } from '../interests.ts';

const INTEREST_MAX_LENGTH = 60; // characters, as the server accepts

/** My Interests: what CareBot may use to make its answers personal; suggestions to tap and a box for others. */
export function InterestsTab() {
  const { t } = useTranslation();
  const { loaded, save, interests, text, setText, change, add, saveAll } = useInterestsEditor();

  // Bank staff and admins have no interests to keep: the server says so, and there is nothing to edit.
  if (isApiError(loaded.error) && loaded.error.status === 403)
    return (
      <Card data-testid="interests-not-for-role">
        <p className="text-slate-700">{loaded.error.message}</p>
      </Card>
    );

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('carebot.interests.heading')}</h2>
        <p className="text-slate-700">{t('carebot.interests.intro')}</p>
      </div>
      {loaded.isError && <Alert tone="error">{t('carebot.interests.loadFailed')}</Alert>}

      <YourInterests
        interests={interests}
        loading={loaded.isPending}
        onRemove={(interest) => change(interests.filter((item) => item !== interest))}
      />

      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (normaliseInterest(text) !== '') add();
        }}
      >
        <div className="min-w-0 flex-1">
          <Input
            label={t('carebot.interests.addLabel')}
            value={text}
            maxLength={INTEREST_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={normaliseInterest(text) === ''}>
          <Plus aria-hidden="true" className="size-4" />
          {t('carebot.interests.add')}
        </Button>
      </form>

      <SuggestedInterests interests={interests} onToggle={(interest) => change(toggleInterest(interests, interest))} />

      {save.isSuccess && <Alert tone="success">{t('carebot.interests.saved')}</Alert>}
      {save.isError && (
        <Alert tone="error">
          <p>{t('carebot.interests.saveFailed')}</p>
          {errorMessage(save.error, t, '') && <p className="mt-1 font-normal">{errorMessage(save.error, t, '')}</p>}
        </Alert>
      )}
      <Button
        className="self-start"
        disabled={interests.length === 0}
        loading={save.isPending}
        loadingText={t('carebot.interests.saving')}
        onClick={saveAll}
      >
        {t('carebot.interests.save')}
      </Button>
    </Card>
  );
}

interface YourInterestsProps {
  interests: string[];
  loading: boolean;
  onRemove: (interest: string) => void;
}

function YourInterests({ interests, loading, onRemove }: YourInterestsProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="carebot-your-interests">
      <h3 id="carebot-your-interests" className="text-sm font-semibold text-slate-800">
        {t('carebot.interests.yours')}
      </h3>
      {interests.length === 0 ? (
        <p className="text-sm text-slate-600">
          {loading ? t('carebot.interests.loading') : t('carebot.interests.none')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="my-interests">
          {interests.map((interest) => (
            <li
              key={interest}
              className="flex items-center gap-1 rounded-full bg-red-50 py-1 pr-1 pl-3 text-sm font-medium text-red-900"
            >
              {interest}
              <button
                type="button"
                onClick={() => onRemove(interest)}
                aria-label={t('carebot.interests.remove', { interest })}
                className="flex size-8 items-center justify-center rounded-full hover:bg-red-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The suggested interests as toggles: a chosen one is filled and ticked. */
function SuggestedInterests({ interests, onToggle }: { interests: string[]; onToggle: (interest: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="carebot-suggested-interests">
      <h3 id="carebot-suggested-interests" className="text-sm font-semibold text-slate-800">
        {t('carebot.interests.suggested')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {CAREBOT_SUGGESTED_INTERESTS.map((interest) => {
          const chosen = interests.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={chosen}
              onClick={() => onToggle(interest)}
              className={clsx(
                'inline-flex min-h-10 items-center gap-1 rounded-full border px-3 text-sm font-medium',
                chosen
                  ? 'border-red-700 bg-red-700 text-white hover:bg-red-800'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {chosen && <Check aria-hidden="true" className="size-4" />}
              {interest}
            </button>
          );
        })}
      </div>
    </section>
  );
}
