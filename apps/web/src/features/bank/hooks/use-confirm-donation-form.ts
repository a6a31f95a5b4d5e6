import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { useConfirmDonation } from '../api/bank-api.ts';
import { componentLabel } from '../../../lib/component-name.ts';

const FIELDS = ['donor', 'component_id', 'donation_date'] as const;
type Field = (typeof FIELDS)[number];

/** Today as the staff member's calendar shows it ('YYYY-MM-DD'), the day a donation is usually confirmed. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface Outcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * The confirm-a-donation form's fields and its send: the donor is required before anything is sent; on success
 * the donor field empties for the next one, keeping the component and day.
 */
export function useConfirmDonationForm(bankId: number) {
  const { t } = useTranslation();
  const confirm = useConfirmDonation(bankId);
  const [donor, setDonorText] = useState('');
  const [componentId, setComponentId] = useState('1');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function setDonor(value: string) {
    setDonorText(value);
    setErrors((current) => ({ ...current, donor: undefined }));
  }

  async function submit() {
    setOutcome(null);
    setErrors({});
    if (donor.trim() === '') {
      setErrors({ donor: t('bank.donation.donorRequired') });
      return;
    }
    try {
      const result = await confirm.mutateAsync({
        donor: donor.trim(),
        component_id: Number(componentId),
        donation_date: date,
      });
      // The server's own words (they name the donor briefly); ours only if it sent none.
      const fallback = t('bank.donation.confirmed', {
        name: result.data.donor_name,
        component: componentLabel(t, result.data.component),
        date: formatIsoDate(result.data.donation_date.slice(0, 10)),
      });
      setOutcome({ tone: 'success', message: result.message || fallback });
      setDonorText('');
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      setOutcome({ tone: 'error', message: errorMessage(error, t, t('bank.donation.failed')) });
    }
  }

  return {
    donor,
    setDonor,
    componentId,
    setComponentId,
    date,
    setDate,
    errors,
    outcome,
    submit,
    confirming: confirm.isPending,
  };
}
