import type { Offer, Partner } from '@raktsetu/shared';
import { Pencil, Plus, Power } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePartners, useSavePartner } from '../api/admin-api.ts';
import { partnerWithActive } from '../forms/partner-forms.ts';
import { OfferDialog, type OfferDialogTarget } from './offer-dialog.tsx';
import { PartnerDialog } from './partner-dialog.tsx';

/**
 * /app/admin/partners, for admins: every reward partner with its offers and how many coupons each has issued; add
 * or edit a partner or an offer, and switch one off (nothing is deleted: issued coupons refer to it).
 */
export function AdminPartnersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.partners.title'));
  const query = usePartners();
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [offerTarget, setOfferTarget] = useState<OfferDialogTarget | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t('admin.partners.title')}>
          <p className="max-w-3xl text-slate-700">{t('admin.partners.intro')}</p>
        </PageHeader>
        <Button className="shrink-0 self-start" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.partners.add')}
        </Button>
      </div>
      {query.isPending && <LoadingScreen message={t('admin.partners.loading')} />}
      {query.isError && (
        <Alert tone="error" data-testid="partners-error">
          <p>{t('admin.partners.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <Card className="text-center">
          <p className="text-slate-700">{t('admin.partners.empty')}</p>
        </Card>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label={t('admin.partners.title')}>
          {query.data.map((partner) => (
            <li key={partner.partner_id}>
              <PartnerCard
                partner={partner}
                onEdit={() => setEditing(partner)}
                onOffer={(offer) => setOfferTarget({ partnerId: partner.partner_id, partnerName: partner.name, offer })}
              />
            </li>
          ))}
        </ul>
      )}
      <PartnerDialog partner={editing} onClose={() => setEditing(null)} />
      <OfferDialog target={offerTarget} onClose={() => setOfferTarget(null)} />
    </div>
  );
}

interface PartnerCardProps {
  partner: Partner;
  onEdit: () => void;
  /** Opens the offer dialog: null for a new offer. */
  onOffer: (offer: Offer | null) => void;
}

function PartnerCard({ partner, onEdit, onOffer }: PartnerCardProps) {
  const { t } = useTranslation();
  const headingId = `partner-${partner.partner_id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="partner-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            <span className="break-words">{partner.name}</span>
            {!partner.is_active && <Badge tone="neutral">{t('admin.partners.inactive')}</Badge>}
          </h2>
          <p className="text-sm text-slate-700">
            {partner.category} · {partner.city ?? t('admin.partners.noCity')}
          </p>
          {partner.interest_tags.length > 0 && (
            <p className="text-sm text-slate-600">
              {t('admin.partners.tags', { tags: partner.interest_tags.join(', ') })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={t('admin.partners.editLabel', { name: partner.name })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('admin.partners.edit')}
          </Button>
          <ActiveToggle partner={partner} />
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
        <h3 className="text-sm font-semibold text-slate-900">{t('admin.partners.offersHeading')}</h3>
        {partner.offers.length === 0 ? (
          <p className="text-sm text-slate-700">{t('admin.partners.noOffers')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {partner.offers.map((offer) => (
              <OfferRow key={offer.offer_id} offer={offer} onEdit={() => onOffer(offer)} />
            ))}
          </ul>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => onOffer(null)}
          aria-label={t('admin.partners.addOfferLabel', { name: partner.name })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.partners.addOffer')}
        </Button>
      </div>
    </Card>
  );
}

function OfferRow({ offer, onEdit }: { offer: Offer; onEdit: () => void }) {
  const { t } = useTranslation();
  const issued =
    offer.max_issued === null
      ? t('admin.partners.issued', { issued: offer.issued_count })
      : t('admin.partners.issuedOfMax', { issued: offer.issued_count, max: offer.max_issued });
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="offer-row">
      <span className="flex min-w-0 flex-col">
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{offer.title}</span>
          {!offer.is_active && <Badge tone="neutral">{t('admin.partners.inactive')}</Badge>}
        </span>
        <span className="text-sm text-slate-700">
          {offer.value_text} · {t('admin.partners.validity', { count: offer.validity_days })} · {issued}
        </span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-center"
        onClick={onEdit}
        aria-label={t('admin.partners.editOfferLabel', { title: offer.title })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('admin.partners.editOffer')}
      </Button>
    </li>
  );
}

/** Switches a partner off (its offers stop being chosen) or back on. */
function ActiveToggle({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const save = useSavePartner({
    success: (result) => result.message ?? t('admin.partners.saved'),
    failure: t('admin.partners.saveFailed'),
  });
  const next = !partner.is_active;
  const toggle = () => save.mutate({ partnerId: partner.partner_id, input: partnerWithActive(partner, next) });
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={toggle}
      loading={save.isPending}
      aria-label={
        next
          ? t('admin.partners.activateLabel', { name: partner.name })
          : t('admin.partners.deactivateLabel', { name: partner.name })
      }
    >
      <Power aria-hidden="true" className="size-4" />
      {next ? t('admin.partners.activate') : t('admin.partners.deactivate')}
    </Button>
  );
}
