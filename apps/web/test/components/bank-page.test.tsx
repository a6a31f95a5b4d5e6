import { ERROR_CODES, type StockChange, type StockItem, type StockLine } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { BankPage } from '../../src/features/bank/components/bank-page.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const BANK_ID = 42;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const staff = () =>
  patientProfile({
    user_id: '3c4d5e6f-7081-4a9b-8c0d-1e2f3a4b5c6d',
    full_name: 'Meera Joshi',
    user_type: 'BloodBankStaff',
    blood_group_id: null,
    blood_group: null,
    date_of_birth: null,
  });

function item(id: number, groupId: number, group: string, units: number, ageMs: number): StockItem {
  const freshness = ageMs <= DAY_MS ? 'fresh' : ageMs <= 7 * DAY_MS ? 'stale' : 'unknown';
  return {
    stock_id: id,
    blood_group: { blood_group_id: groupId, group_name: group },
    component: { component_id: 1, component_name: 'Whole Blood' },
    units_available: units,
    last_updated: new Date(Date.now() - ageMs).toISOString(),
    freshness,
  };
}

const STOCK = [item(1, 7, 'O+', 12, 2 * HOUR_MS), item(2, 8, 'O-', 3, 3 * DAY_MS), item(3, 1, 'A+', 5, 10 * DAY_MS)];

const MY_BANK = {
  bank: {
    bank_id: BANK_ID,
    name: 'Sion Hospital Blood Bank',
    category: 'Government' as const,
    address: 'Sion West',
    city: 'Mumbai',
    district: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400022',
    phone: '022-2407 6381',
    email: null,
    service_time: '24 hours',
    latitude: 19.04,
    longitude: 72.86,
    stock_summary: { groups_in_stock: ['O+', 'O-'], last_updated: STOCK[0]!.last_updated, freshness: 'fresh' as const },
  },
  stock: STOCK,
  verified: true,
};

function change(id: number, changes: Partial<StockChange> = {}): StockChange {
  return {
    change_id: id,
    changed_at: new Date(Date.now() - id * HOUR_MS).toISOString(),
    changed_by: 'Meera Joshi',
    blood_group: 'O+',
    component: 'Whole Blood',
    units_before: 10,
    units_after: 12,
    source: 'grid',
    ...changes,
  };
}

/** The staff page with its bank, and an audit trail of `total` changes; returns what was sent. */
function renderBankPage(history: StockChange[] = [change(1)], total = history.length, verified = true) {
  const sent: { puts: StockLine[][]; csv: string[]; historyPages: string[] } = { puts: [], csv: [], historyPages: [] };
  server.use(
    http.get(api('/blood-banks/mine'), () => HttpResponse.json(success({ ...MY_BANK, verified }))),
    http.get(api(`/blood-banks/${BANK_ID}/stock/history`), ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      sent.historyPages.push(page);
      return HttpResponse.json({ ...success(history), pagination: { page: Number(page), page_size: 20, total } });
    }),
    http.put(api(`/blood-banks/${BANK_ID}/stock`), async ({ request }) => {
      const { items } = (await request.json()) as { items: StockLine[] };
      sent.puts.push(items);
      return HttpResponse.json({ ...success(STOCK, 'Stock updated successfully'), changed: items.length });
    }),
  );
  signIn(staff());
  const view = renderPage(
    [
      {
        path: '/app/bank',
        element: (
          <ProtectedRoute allowedRoles={['BloodBankStaff']}>
            <BankPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/bank',
  );
  return { ...view, sent };
}

const cell = (name: string) => screen.getByRole('spinbutton', { name });
const toasts = () => screen.getByRole('region', { name: /^Messages/ });

describe('staff page: the stock grid', () => {
  it('shows the bank and all 8 groups × 5 components, each figure with its age', async () => {
    renderBankPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sion Hospital Blood Bank' })).toBeInTheDocument();
    expect(screen.getByText(/Sion West, Mumbai/)).toBeInTheDocument();
    const grid = screen.getByTestId('stock-grid');
    expect(within(grid).getAllByRole('spinbutton')).toHaveLength(40);
    expect(cell('O+ Whole Blood, units')).toHaveValue(12);
    expect(cell('O+ Whole Blood, units')).toHaveAccessibleDescription('Updated 2 hours ago');
    expect(cell('O- Whole Blood, units')).toHaveAccessibleDescription(/shown as possibly changed/);
    expect(cell('A+ Whole Blood, units')).toHaveAccessibleDescription(/too old to show/);
    expect(cell('B+ Platelets, units')).toHaveValue(null);
    expect(cell('B+ Platelets, units')).toHaveAccessibleDescription('Never given');
  });

  it('"Save" sends only the lines changed, highlights them until saved, and shows the server’s message', async () => {
    const { user, sent } = renderBankPage();
    await screen.findByTestId('stock-grid');
    await user.clear(cell('O+ Whole Blood, units'));
    await user.type(cell('O+ Whole Blood, units'), '9');
    await user.type(cell('B+ Platelets, units'), '4');
    expect(screen.getByTestId('cell-7:1')).toHaveAttribute('data-changed', 'true');
    expect(screen.getByTestId('cell-8:1')).not.toHaveAttribute('data-changed');

    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));

    expect(await within(toasts()).findByText('Stock updated successfully')).toBeInTheDocument();
    // The grid now shows what the server holds: nothing is left marked as changed.
    expect(screen.getByTestId('cell-7:1')).not.toHaveAttribute('data-changed');
    expect(sent.puts).toEqual([
      [
        { blood_group_id: 3, component_id: 3, units_available: 4 },
        { blood_group_id: 7, component_id: 1, units_available: 9 },
      ],
    ]);
  });

  it('"Confirm all figures are current" sends every figure, changed or not', async () => {
    const { user, sent } = renderBankPage();
    await screen.findByTestId('stock-grid');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Confirm all figures are current' }));

    await waitFor(() => expect(sent.puts).toHaveLength(1));
    expect(sent.puts[0]).toEqual([
      { blood_group_id: 1, component_id: 1, units_available: 5 },
      { blood_group_id: 7, component_id: 1, units_available: 12 },
      { blood_group_id: 8, component_id: 1, units_available: 3 },
    ]);
  });

  it('a figure that is not a whole number from 0 to 5000 is named on its cell, and nothing is sent', async () => {
    const { user, sent } = renderBankPage();
    await screen.findByTestId('stock-grid');
    await user.type(cell('AB- Plasma, units'), '-2');

    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));

    expect(await screen.findByTestId('stock-grid-error')).toHaveTextContent('see the highlighted cells');
    expect(cell('AB- Plasma, units')).toHaveAccessibleDescription(/Units must be a whole number from 0 to 5000/);
    expect(cell('AB- Plasma, units')).toBeInvalid();
    expect(sent.puts).toEqual([]);
  });

  it('the server’s refusal of a line is shown on the cell it is about', async () => {
    const { user } = renderBankPage();
    server.use(
      http.put(api(`/blood-banks/${BANK_ID}/stock`), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'Units must be a whole number from 0 to 5000', [
          { field: 'items.1.units_available', message: 'Units must be a whole number from 0 to 5000' },
        ]),
      ),
    );
    await screen.findByTestId('stock-grid');
    await user.type(cell('A+ Platelets, units'), '1');
    await user.type(cell('O- Platelets, units'), '2');

    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));

    expect(await screen.findByTestId('stock-grid-error')).toHaveTextContent('Units must be a whole number');
    expect(cell('O- Platelets, units')).toBeInvalid();
    expect(cell('A+ Platelets, units')).toBeValid();
  });
});

describe('staff page: CSV upload', () => {
  it('sends the file’s text and shows every line the server refuses', async () => {
    const { user } = renderBankPage();
    let body: unknown;
    server.use(
      http.post(api(`/blood-banks/${BANK_ID}/stock/import`), async ({ request }) => {
        body = await request.json();
        return failure(
          400,
          ERROR_CODES.VALIDATION_FAILED,
          'Line 2: "Q+" is not a blood group (and 1 more line with problems). Nothing was saved.',
          [
            { field: 'csv', message: 'Line 2: "Q+" is not a blood group (use A+, A-, B+, B-, AB+, AB-, O+ or O-)' },
            { field: 'csv', message: 'Line 3: units_available "-1" must be a whole number from 0 to 5000' },
          ],
        );
      }),
    );
    const csv = 'blood_group,component,units_available\nQ+,Whole Blood,4\nO-,Plasma,-1\n';
    await user.upload(await screen.findByLabelText('CSV file'), new File([csv], 'stock.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));

    const error = await screen.findByTestId('stock-csv-error');
    expect(error).toHaveTextContent('Nothing was saved.');
    expect(
      within(error)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2: "Q+" is not a blood group (use A+, A-, B+, B-, AB+, AB-, O+ or O-)',
      'Line 3: units_available "-1" must be a whole number from 0 to 5000',
    ]);
    expect(body).toEqual({ csv });
  });

  it('says a single wrong line once, not again as a list', async () => {
    const { user } = renderBankPage();
    const line = 'Line 1: the header must be blood_group,component,units_available';
    server.use(
      http.post(api(`/blood-banks/${BANK_ID}/stock/import`), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, `${line}. Nothing was saved.`, [{ field: 'csv', message: line }]),
      ),
    );
    const csv = 'group,units\nO-,4\n';
    await user.upload(await screen.findByLabelText('CSV file'), new File([csv], 'stock.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));

    const error = await screen.findByTestId('stock-csv-error');
    expect(error).toHaveTextContent(`${line}. Nothing was saved.`);
    expect(within(error).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('offers a template with the header and every group and component', async () => {
    renderBankPage();
    const link = await screen.findByRole('link', { name: 'Download the template' });
    expect(link).toHaveAttribute('download', 'stock-template.csv');
    const text = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('blood_group,component,units_available');
    expect(lines).toHaveLength(41);
    expect(lines).toContain('O-,Cryoprecipitate,0');
  });
});

describe('staff page: the audit trail', () => {
  it('lists each change — when, who, group, component, before → after, source — with pages', async () => {
    const history = [change(1), change(2, { blood_group: 'O-', units_before: null, units_after: 3, source: 'csv' })];
    const { user, sent } = renderBankPage(history, 45);

    const table = await screen.findByTestId('stock-history');
    const rows = await within(table).findAllByTestId('stock-change');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Meera Joshi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10 → 12')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Grid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('none → 3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('CSV')).toBeInTheDocument();
    expect(within(table).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Next' }));

    expect(await within(table).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(sent.historyPages).toEqual(['1', '2']);
  });
});

describe('staff page: an account not verified yet', () => {
  it('says it waits for a coordinator and turns off the controls that change anything', async () => {
    const { user, sent } = renderBankPage([change(1)], 1, false);
    const banner = await screen.findByTestId('staff-unverified');
    expect(banner).toHaveTextContent('waiting for a coordinator to verify it');
    expect(banner).toHaveTextContent('not change its stock or confirm donations');
    expect(cell('O+ Whole Blood, units')).toBeDisabled();
    for (const button of within(screen.getByTestId('bank-controls')).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(sent.puts).toEqual([]);
    expect(await screen.findByTestId('stock-history')).toBeInTheDocument();
  });

  it('shows no banner once verified', async () => {
    renderBankPage();
    expect(await screen.findByTestId('bank-page')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-unverified')).not.toBeInTheDocument();
    expect(cell('O+ Whole Blood, units')).toBeEnabled();
  });
});

describe('staff page: who may open it', () => {
  it('a patient sees Access Denied instead', async () => {
    signIn(patientProfile());
    renderPage(
      [
        {
          path: '/app/bank',
          element: (
            <ProtectedRoute allowedRoles={['BloodBankStaff']}>
              <BankPage />
            </ProtectedRoute>
          ),
        },
      ],
      '/app/bank',
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/Blood bank staff/)).toBeInTheDocument();
  });
});
