import { bridgeMessageSchema } from '@raktsetu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useMessageBridge } from '../api/coordinator-api.ts';

export interface MessageTarget {
  planId: string;
  /** The patient's first name, to say whose bridge. */
  name: string;
}

const MAX_LENGTH = 1000;

/** A message to every active donor of one bridge (10–1000 characters, the shared schema's rule). */
export function MessageDialog({ target, onClose }: { target: MessageTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('coordinator.message.title', { name: target?.name ?? '' })}
      description={t('coordinator.message.description')}
    >
      {/* Keyed by the bridge, so each opening starts with an empty message. */}
      {target && <MessageForm key={target.planId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function MessageForm({ target, onClose }: { target: MessageTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const send = useMessageBridge({
    success: ({ reached }) => t('coordinator.message.sent', { count: reached }),
    failure: t('coordinator.message.failed'),
    inPlace: (failure, error) => {
      const fields = serverFieldErrors(error, ['message'] as const);
      if (fields.message) setFieldError(fields.message);
      else setFormError(failure);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = bridgeMessageSchema.safeParse({ message });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    send.mutate({ planId: target.planId, message: parsed.data.message }, { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Textarea
        label={t('coordinator.message.label')}
        hint={t('coordinator.message.counter', { count: message.length })}
        error={fieldError ?? undefined}
        required
        rows={6}
        maxLength={MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('coordinator.message.cancel')}
        </Button>
        <Button type="submit" loading={send.isPending} loadingText={t('coordinator.message.sending')}>
          {t('coordinator.message.send')}
        </Button>
      </div>
    </form>
  );
}
