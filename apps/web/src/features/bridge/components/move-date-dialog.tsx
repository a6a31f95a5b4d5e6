import { BRIDGE, addDaysIso, moveDateSchema, todayIso } from '@raktsetu/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { moveDate, useBridgeChange } from '../api/bridge-api.ts';

export interface MoveTarget {
  /** The transfusion date to move, as shown. */
  date: string;
  scope: 'one' | 'all';
}

/** Moves one transfusion date, or it and every later one (POST /api/bridge/dates/move). */
export function MoveDateDialog({ target, onClose }: { target: MoveTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const date = target ? formatIsoDate(target.date) : '';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.scope === 'all' ? t('bridge.move.titleAll', { date }) : t('bridge.move.titleOne', { date })}
      description={target?.scope === 'all' ? t('bridge.move.descriptionAll') : t('bridge.move.descriptionOne')}
    >
      {/* Keyed by the date, so each opening starts from it; closed, the form is gone and an error comes as a toast. */}
      {target && <MoveDateForm key={`${target.date}:${target.scope}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function MoveDateForm({ target, onClose }: { target: MoveTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState(target.date);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Focus goes back to the date after a refusal: the Move button it was on is disabled while the answer is awaited,
  // which leaves focus on the page's body, outside the dialog, and the error unheard.
  const input = useRef<HTMLInputElement>(null);
  const move = useBridgeChange(moveDate, {
    success: () => t('bridge.move.done'),
    failure: t('bridge.move.failed'),
    inPlace: (message, error) => {
      const fields = serverFieldErrors(error, ['to', 'date'] as const);
      if (fields.to) setFieldError(fields.to);
      else setFormError(message);
      input.current?.focus();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    const parsed = moveDateSchema.safeParse({ date: target.date, to, scope: target.scope });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      input.current?.focus();
      return;
    }
    move.mutate(parsed.data, { onSuccess: onClose });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Input
        ref={input}
        label={t('bridge.move.to')}
        type="date"
        required
        min={todayIso()}
        max={addDaysIso(todayIso(), BRIDGE.nextDateMaxDaysAhead)}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={fieldError ?? undefined}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('bridge.cancel')}
        </Button>
        <Button type="submit" loading={move.isPending} loadingText={t('bridge.move.moving')}>
          {t('bridge.move.submit')}
        </Button>
      </div>
    </form>
  );
}
