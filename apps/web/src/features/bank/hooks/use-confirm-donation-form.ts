import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { useMutationWithOutcome } from '../../../lib/mutation-outcome.ts';
import { useOnScreen } from '../../../lib/use-on-screen.ts';
import { confirmDonation, type BankDonationInput } from '../api/bank-api.ts';
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
 * the donor field empties for the next one, keeping the component and day. The answer is told by the mutation
 * (lib/mutation-outcome.ts): in the card's own alert while it is on screen (it names the donor, for staff to check,
 * so it stays rather than fading as a toast), as a toast once the card is gone (a live update, a navigation).
 */
export function useConfirmDonationForm(bankId: number) {
  const { t } = useTranslation();
  const onScreen = useOnScreen();
  const [donor, setDonorText] = useState('');
  const [componentId, setComponentId] = useState('1');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The server's own words (they name the donor briefly); ours only if it sent none.
  const confirmed = (result: Awaited<ReturnType<typeof confirmDonation>>) =>
    result.message ||
    t('bank.donation.confirmed', {
      name: result.data.donor_name,
      component: componentLabel(t, result.data.component),
      date: formatIsoDate(result.data.donation_date.slice(0, 10)),
    });
  const confirm = useMutationWithOutcome(
    { mutationFn: (input: BankDonationInput) => confirmDonation(bankId, input) },
    {
      success: (result) => (onScreen.current ? undefined : confirmed(result)),
      failure: t('bank.donation.failed'),
      inPlace: (message, error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        setOutcome({ tone: 'error', message });
      },
    },
  );

  function setDonor(value: string) {
    setDonorText(value);
    setErrors((current) => ({ ...current, donor: undefined }));
  }

  function submit() {
    setOutcome(null);
    setErrors({});
    if (donor.trim() === '') {
      setErrors({ donor: t('bank.donation.donorRequired') });
      return;
    }
    const input = { donor: donor.trim(), component_id: Number(componentId), donation_date: date };
    confirm.mutate(input, {
      onSuccess: (result) => {
        setOutcome({ tone: 'success', message: confirmed(result) });
        setDonorText('');
      },
    });
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
