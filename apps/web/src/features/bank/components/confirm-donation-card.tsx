import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { useBloodComponents } from '../../../lib/reference-data.ts';
import { useConfirmDonation } from '../api/bank-api.ts';

const FIELDS = ['donor', 'component_id', 'donation_date'] as const;
type Field = (typeof FIELDS)[number];

/** Today as the staff member's calendar shows it ('YYYY-MM-DD'), the day a donation is usually confirmed. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Outcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * "Confirm a donation": the donor's registered e-mail or phone, the component and the day. A confirmed donation
 * earns the donor a thank-you coupon; the answer names the donor briefly (first name and initial) so staff can
 * check they found the right person.
 */
export function ConfirmDonationCard({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const components = useBloodComponents();
  const confirm = useConfirmDonation(bankId);
  const [donor, setDonor] = useState('');
  const [componentId, setComponentId] = useState('1');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

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
        component: result.data.component,
        date: formatIsoDate(result.data.donation_date.slice(0, 10)),
      });
      setOutcome({ tone: 'success', message: result.message || fallback });
      setDonor('');
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      setOutcome({ tone: 'error', message: errorMessage(error, t, t('bank.donation.failed')) });
    }
  }

  return (
    <Card
      as="section"
      aria-labelledby="confirm-donation-heading"
      className="flex flex-col gap-4"
      data-testid="confirm-donation"
    >
      <div className="flex flex-col gap-1">
        <h2 id="confirm-donation-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <HeartHandshake aria-hidden="true" className="size-5 text-red-800" />
          {t('bank.donation.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('bank.donation.intro')}</p>
      </div>
      <form
        noValidate
        className="grid gap-4 md:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('bank.donation.donor')}
          hint={t('bank.donation.donorHint')}
          required
          autoComplete="off"
          value={donor}
          maxLength={200}
          error={errors.donor}
          onChange={(event) => {
            setDonor(event.target.value);
            setErrors((current) => ({ ...current, donor: undefined }));
          }}
        />
        <Select
          label={t('bank.donation.component')}
          value={componentId}
          error={errors.component_id}
          onChange={(event) => setComponentId(event.target.value)}
        >
          {components.data.map((component) => (
            <option key={component.component_id} value={component.component_id}>
              {component.component_name}
            </option>
          ))}
        </Select>
        <Input
          type="date"
          label={t('bank.donation.date')}
          required
          value={date}
          max={today()}
          error={errors.donation_date}
          onChange={(event) => setDate(event.target.value)}
        />
        {outcome && (
          <Alert tone={outcome.tone} className="md:col-span-3" data-testid="confirm-donation-result">
            {outcome.message}
          </Alert>
        )}
        <div className="md:col-span-3">
          <Button type="submit" loading={confirm.isPending} loadingText={t('bank.donation.confirming')}>
            {t('bank.donation.confirm')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
