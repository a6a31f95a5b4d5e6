import { addDaysIso, todayIso, type StockItem } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OfferDialog } from '../../src/features/admin/components/offer-dialog.tsx';
import { PartnerDialog } from '../../src/features/admin/components/partner-dialog.tsx';
import { StockGridCard } from '../../src/features/bank/components/stock-grid-card.tsx';
import { StockImportCard } from '../../src/features/bank/components/stock-import-card.tsx';
import { MoveDateDialog } from '../../src/features/bridge/components/move-date-dialog.tsx';
import { PlanForm } from '../../src/features/bridge/components/plan-form.tsx';
import { view } from '../support/bridge-page.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { renderGone, toasts } from '../support/gone-when-pressed.tsx';
import { api, failure, server, success } from '../support/msw.ts';
import { PARTNER_ID, admin, offer, partner } from '../support/partners.ts';

// The forms that change something tell the outcome from the mutation (src/lib/mutation-outcome.ts): the bridge plan,
// a moved date, the stock grid and the admin's partner and offer forms. Each is taken away as its button is
// pressed, before the server answers, and the confirmation or the error still comes as a toast.

const BANK_ID = 42;
const nothing = () => undefined;

/** `method path` answering after a little while, with `answer`. */
function answersLater(method: 'put' | 'post', path: string, answer: () => Response) {
  server.use(
    http[method](api(path), async () => {
      await delay(50);
      return answer();
    }),
  );
}

describe("the patient's bridge", () => {
  it('confirms a saved plan when the form was gone before the answer', async () => {
    signIn(patientProfile());
    answersLater('put', '/bridge/plan', () => HttpResponse.json(success(view())));
    const { user } = renderGone('Save changes', <PlanForm plan={view().plan} onDone={nothing} />);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Your transfusion plan is saved.')).toBeInTheDocument();
  });

  it("tells a refused plan as a message once the form is gone (the server's words)", async () => {
    signIn(patientProfile());
    answersLater('put', '/bridge/plan', () => failure(409, 'CONFLICT', 'The plan was changed on another device'));
    const { user } = renderGone('Save changes', <PlanForm plan={view().plan} onDone={nothing} />);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('The plan was changed on another device')).toBeInTheDocument();
  });

  async function moveADate(answer: () => Response) {
    signIn(patientProfile());
    answersLater('post', '/bridge/dates/move', answer);
    const date = addDaysIso(todayIso(), 10);
    const { user } = renderGone('Move', <MoveDateDialog target={{ date, scope: 'one' }} onClose={nothing} />);
    const input = within(screen.getByRole('dialog')).getByLabelText(/^New date/);
    await user.clear(input);
    await user.type(input, addDaysIso(date, 2));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('gone')).toBeInTheDocument();
  }

  it('confirms a moved date when the dialog was gone before the answer', async () => {
    await moveADate(() => HttpResponse.json(success(view())));
    expect(await within(toasts()).findByText('The date was moved.')).toBeInTheDocument();
  });

  it('tells a refused move as a message once the dialog is gone', async () => {
    await moveADate(() => failure(409, 'CONFLICT', 'That date already has a transfusion'));
    expect(await within(toasts()).findByText('That date already has a transfusion')).toBeInTheDocument();
  });
});

const stock: StockItem[] = [
  {
    stock_id: 1,
    blood_group: { blood_group_id: 7, group_name: 'O+' },
    component: { component_id: 1, component_name: 'Whole Blood' },
    units_available: 12,
    last_updated: new Date().toISOString(),
    freshness: 'fresh',
  },
];
const staff = () => patientProfile({ user_type: 'BloodBankStaff', blood_group_id: null, blood_group: null });

describe("a blood bank's stock grid", () => {
  async function saveOneChange(answer: () => Response) {
    signIn(staff());
    answersLater('put', `/blood-banks/${BANK_ID}/stock`, answer);
    const { user } = renderGone('Save 1 change', <StockGridCard bankId={BANK_ID} stock={stock} />);
    const cell = screen.getByRole('spinbutton', { name: 'O+ Whole Blood, units' });
    await user.clear(cell);
    await user.type(cell, '9');
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    expect(await screen.findByText('gone')).toBeInTheDocument();
  }

  it("confirms with the server's message when the grid was gone before the answer", async () => {
    await saveOneChange(() => HttpResponse.json({ ...success(stock, 'Stock updated successfully'), changed: 1 }));
    expect(await within(toasts()).findByText('Stock updated successfully')).toBeInTheDocument();
  });

  it('tells a refusal as a message once the grid is gone', async () => {
    await saveOneChange(() => failure(403, 'FORBIDDEN', 'Your blood bank is not verified yet'));
    expect(await within(toasts()).findByText('Your blood bank is not verified yet')).toBeInTheDocument();
  });
});

describe("a blood bank's CSV upload", () => {
  async function uploadAFile(answer: () => Response) {
    signIn(staff());
    answersLater('post', `/blood-banks/${BANK_ID}/stock/import`, answer);
    const { user } = renderGone('Upload CSV', <StockImportCard bankId={BANK_ID} />);
    const csv = 'blood_group,component,units_available\nO+,Whole Blood,9\n';
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'stock.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(await screen.findByText('gone')).toBeInTheDocument();
  }

  it("confirms with the server's message when the card was gone before the answer", async () => {
    await uploadAFile(() => HttpResponse.json({ ...success(stock, '1 line saved'), changed: 1 }));
    expect(await within(toasts()).findByText('1 line saved')).toBeInTheDocument();
  });

  it('tells a refused file as a message once the card is gone', async () => {
    await uploadAFile(() => failure(400, 'VALIDATION_FAILED', 'Line 1: the header must be blood_group,component'));
    expect(await within(toasts()).findByText('Line 1: the header must be blood_group,component')).toBeInTheDocument();
  });
});

describe("the admin's partner and offer forms", () => {
  it("confirms a saved partner with the server's message when the dialog was gone before the answer", async () => {
    signIn(admin());
    answersLater('put', `/admin/partners/${PARTNER_ID}`, () =>
      HttpResponse.json({ ...success(partner()), message: 'Partner saved' }),
    );
    const { user } = renderGone('Save partner', <PartnerDialog partner={partner()} onClose={nothing} />);

    await user.click(screen.getByRole('button', { name: 'Save partner' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Partner saved')).toBeInTheDocument();
  });

  it('tells a refused partner as a message once the dialog is gone', async () => {
    signIn(admin());
    answersLater('put', `/admin/partners/${PARTNER_ID}`, () => failure(409, 'CONFLICT', 'A partner has that name'));
    const { user } = renderGone('Save partner', <PartnerDialog partner={partner()} onClose={nothing} />);

    await user.click(screen.getByRole('button', { name: 'Save partner' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('A partner has that name')).toBeInTheDocument();
  });

  it('confirms a saved offer when the dialog was gone before the answer', async () => {
    signIn(admin());
    answersLater('put', `/admin/offers/${offer().offer_id}`, () =>
      HttpResponse.json({ ...success(offer()), message: 'Offer saved' }),
    );
    const target = { partnerId: PARTNER_ID, partnerName: 'Chai Point Café', offer: offer() };
    const { user } = renderGone('Save offer', <OfferDialog target={target} onClose={nothing} />);

    await user.click(screen.getByRole('button', { name: 'Save offer' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Offer saved')).toBeInTheDocument();
  });
});
