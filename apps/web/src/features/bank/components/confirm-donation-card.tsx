import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useBloodComponents } from '../../../lib/reference-data.ts';
import { today, useConfirmDonationForm } from '../hooks/use-confirm-donation-form.ts';
import { componentLabel } from '../../../lib/component-name.ts';

/**
 * "Confirm a donation": the donor's registered e-mail or phone, the component and the day. A confirmed donation
 * earns the donor a thank-you coupon; the answer names the donor briefly (first name and initial) so staff can
 * check they found the right person.
 */
export function ConfirmDonationCard({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const form = useConfirmDonationForm(bankId);

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
          void form.submit();
        }}
      >
        <DonationFields form={form} />
        {form.outcome && (
          <Alert tone={form.outcome.tone} className="md:col-span-3" data-testid="confirm-donation-result">
            {form.outcome.message}
          </Alert>
        )}
        <div className="md:col-span-3">
          <Button type="submit" loading={form.confirming} loadingText={t('bank.donation.confirming')}>
            {t('bank.donation.confirm')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Who gave, what they gave and when: one row of three on a wide screen. */
function DonationFields({ form }: { form: ReturnType<typeof useConfirmDonationForm> }) {
  const { t } = useTranslation();
  const components = useBloodComponents();
  return (
    <>
      <Input
        label={t('bank.donation.donor')}
        hint={t('bank.donation.donorHint')}
        required
        autoComplete="off"
        value={form.donor}
        maxLength={200}
        error={form.errors.donor}
        onChange={(event) => form.setDonor(event.target.value)}
      />
      <Select
        label={t('bank.donation.component')}
        value={form.componentId}
        error={form.errors.component_id}
        onChange={(event) => form.setComponentId(event.target.value)}
      >
        {components.data.map((component) => (
          <option key={component.component_id} value={component.component_id}>
            {componentLabel(t, component.component_name)}
          </option>
        ))}
      </Select>
      <Input
        type="date"
        label={t('bank.donation.date')}
        required
        value={form.date}
        max={today()}
        error={form.errors.donation_date}
        onChange={(event) => form.setDate(event.target.value)}
      />
    </>
  );
}
