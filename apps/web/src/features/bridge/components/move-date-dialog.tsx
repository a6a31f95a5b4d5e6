import { BRIDGE, addDaysIso, moveDateSchema, todayIso } from '@raktsetu/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../lib/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
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
  const toast = useToast();
  const move = useBridgeChange(moveDate);
  const [to, setTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // Each opening starts from the date being moved.
  useEffect(() => {
    setTo(target?.date ?? '');
    setFieldError(null);
    setFormError(null);
  }, [target]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    setFieldError(null);
    setFormError(null);
    const parsed = moveDateSchema.safeParse({ date: target.date, to, scope: target.scope });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await move.mutateAsync(parsed.data);
      toast.show({ tone: 'success', message: t('bridge.move.done') });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['to', 'date'] as const);
      if (fields.to) setFieldError(fields.to);
      else setFormError(errorMessage(error, t, t('bridge.move.failed')));
    }
  }

  const date = target ? formatIsoDate(target.date) : '';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.scope === 'all' ? t('bridge.move.titleAll', { date }) : t('bridge.move.titleOne', { date })}
      description={target?.scope === 'all' ? t('bridge.move.descriptionAll') : t('bridge.move.descriptionOne')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Input
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
    </Dialog>
  );
}
