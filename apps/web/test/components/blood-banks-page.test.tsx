import type { BloodBank, StockItem } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { BloodBanksPage } from '../../src/features/blood-banks/components/blood-banks-page.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

// jsdom cannot draw Leaflet: the map is replaced by a list of its markers, which can be clicked like circles.
vi.mock('../../src/features/blood-banks/components/bank-map.tsx', () => ({
  BankMap: ({ banks, onSelect }: { banks: BloodBank[]; onSelect: (id: number) => void }) => (
    <div data-testid="bank-map">
      {banks.map((bank) => (
        <button key={bank.bank_id} type="button" onClick={() => onSelect(bank.bank_id)}>
          {`marker ${bank.bank_id}`}
        </button>
      ))}
    </div>
  ),
}));

// jsdom does not scroll; the page scrolls a bank into view when its marker is tapped.
Element.prototype.scrollIntoView = vi.fn();

const HOUR = 60 * 60 * 1000;
// Half a minute more, so the page's clock (read when it opened) still finds the whole hours.
const ago = (ms: number) => new Date(Date.now() - ms - 30_000).toISOString();

function bank(changes: Partial<BloodBank> = {}): BloodBank {
  return {
    bank_id: 101,
    name: 'Sassoon Hospital Blood Bank',
    category: 'Government',
    address: 'Station Road',
    city: 'Pune',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    phone: '020 2612 8000, 020 2612 8001',
    email: 'bloodbank@sassoon.example',
    service_time: '24 hours',
    latitude: 18.5286,
    longitude: 73.8744,
    distance_km: null,
    stock_summary: { groups_in_stock: ['O+', 'B+'], last_updated: ago(3 * HOUR), freshness: 'fresh' },
    stock_match: null,
    ...changes,
  };
}

const staleBank = bank({
  bank_id: 102,
  name: 'Janakalyan Blood Bank',
  category: 'Charitable/Voluntary',
  phone: '(020) 2444-9527',
  email: null,
  latitude: null,
  longitude: null,
  stock_summary: { groups_in_stock: ['A+'], last_updated: ago(50 * HOUR), freshness: 'stale' },
});
const unknownBank = bank({
  bank_id: 103,
  name: 'Ruby Hall Blood Centre',
  category: 'Private',
  phone: null,
  stock_summary: { groups_in_stock: [], last_updated: null, freshness: 'unknown' },
});

function stockItem(
  id: number,
  group: [number, string],
  component: [number, string],
  units: number,
  at: string,
  freshness: StockItem['freshness'],
): StockItem {
  return {
    stock_id: id,
    blood_group: { blood_group_id: group[0], group_name: group[1] },
    component: { component_id: component[0], component_name: component[1] },
    units_available: units,
    last_updated: at,
    freshness,
  };
}

/** The directory answers with `banks`; every search's query is recorded. */
function directory(banks: BloodBank[] | ((params: URLSearchParams) => BloodBank[])) {
  const searches: Record<string, string>[] = [];
  server.use(
    http.get(api('/public-data/blood-banks'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(Object.fromEntries(params));
      return HttpResponse.json(success(typeof banks === 'function' ? banks(params) : banks));
    }),
    http.get(api('/public-data/blood-banks/places'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const places = [
        { city: 'Pune', state: 'Maharashtra', banks: 41 },
        { city: 'Puducherry', state: 'Puducherry', banks: 6 },
        { city: null, state: 'Puducherry', banks: 9 },
      ];
      return HttpResponse.json(
        success(places.filter((p) => (p.city ?? p.state).toLowerCase().startsWith(q.toLowerCase()))),
      );
    }),
  );
  return searches;
}

function renderBanks() {
  signIn(patientProfile());
  return renderPage(
    [
      {
        path: '/app/blood-banks',
        element: (
          <ProtectedRoute>
            <BloodBanksPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/blood-banks',
  );
}

const cards = () => within(screen.getByTestId('banks-list')).getAllByTestId('bank-card');

describe('blood banks page', () => {
  it("opens on the patient's town and lists each bank with its category, stock freshness, call and directions", async () => {
    const searches = directory([bank(), staleBank, unknownBank]);
    renderBanks();

    expect(await screen.findByRole('heading', { name: '3 blood banks' })).toBeInTheDocument();
    expect(searches[0]).toEqual({ city: 'Pune', state: 'Maharashtra' });
    const [fresh, stale, unknown] = cards();

    expect(fresh).toHaveTextContent('Sassoon Hospital Blood Bank');
    expect(fresh).toHaveTextContent('Government');
    expect(fresh).toHaveTextContent('Station Road, Pune, Maharashtra');
    expect(within(fresh!).getByTestId('stock-summary')).toHaveTextContent('In stock: O+, B+ · updated 3 hours ago');
    expect(
      within(fresh!).getByRole('link', { name: /^Call Sassoon Hospital Blood Bank on 020 2612 8000/ }),
    ).toHaveAttribute('href', 'tel:02026128000');
    expect(within(fresh!).getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=18.5286,73.8744',
    );
    expect(within(fresh!).getByRole('link', { name: /bloodbank@sassoon\.example/ })).toHaveAttribute(
      'href',
      'mailto:bloodbank@sassoon.example',
    );

    expect(stale).toHaveTextContent('Charitable/Voluntary');
    expect(within(stale!).getByTestId('stock-summary')).toHaveTextContent(
      'In stock: A+ · updated 2 days ago · may be out of date',
    );
    expect(within(stale!).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:02024449527');
    // No coordinates, no directions.
    expect(within(stale!).queryByRole('link', { name: /^Directions/ })).not.toBeInTheDocument();

    expect(within(unknown!).getByTestId('stock-summary')).toHaveTextContent('Stock not kept current — call');
    expect(unknown).not.toHaveTextContent('In stock');
    expect(within(unknown!).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(unknown).toHaveTextContent('No phone number listed');

    expect(screen.getByTestId('directory-notes')).toHaveTextContent(
      'Directory data may be out of date: call before you go.',
    );
    expect(screen.getByTestId('directory-notes')).toHaveTextContent(
      'Licensed blood centres must give blood free to Thalassemia patients.',
    );
    expect(screen.getByTestId('directory-attribution')).toHaveTextContent('Open Government Data Platform India');
    expect(screen.getByTestId('category-help')).toHaveTextContent('Charitable/Voluntary');
  });

  it('suggests towns from the directory, searches by what was typed, and says when nothing matches', async () => {
    const searches = directory((params) => (params.get('city') === 'Puducherry' ? [] : [bank()]));
    const { user } = renderBanks();
    await screen.findByRole('heading', { name: '1 blood bank' });

    const city = screen.getByLabelText('Town or city');
    const state = screen.getByLabelText('State');
    await user.clear(city);
    await user.clear(state);
    await user.type(city, 'Pud');
    await waitFor(() => {
      const options = [...document.querySelectorAll(`#${CSS.escape(city.getAttribute('list')!)} option`)];
      expect(options.map((o) => o.getAttribute('value'))).toEqual(['Puducherry']);
    });
    await user.type(city, 'ucherry');
    // A suggested town in only one state fills that state in.
    expect(state).toHaveValue('Puducherry');
    await user.selectOptions(screen.getByLabelText('Category'), 'Government');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByTestId('banks-empty')).toHaveTextContent(
      'No blood banks found matching your search criteria.',
    );
    expect(searches.at(-1)).toEqual({ city: 'Puducherry', state: 'Puducherry', category: 'Government' });
  });

  it("typing another town clears the state left from the profile, so the new town's banks are searched", async () => {
    const searches = directory([bank()]);
    const { user } = renderBanks();
    await screen.findByRole('heading', { name: '1 blood bank' });
    const city = screen.getByLabelText('Town or city');
    const state = screen.getByLabelText('State');
    expect(state).not.toHaveValue('');

    await user.clear(city);
    await user.type(city, 'Mumba');
    expect(state).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toEqual({ city: 'Mumba' }));
  });

  it('filters by a blood group and component and shows what each bank holds of it', async () => {
    const searches = directory((params) =>
      params.get('blood_group')
        ? [
            bank({
              stock_match: {
                group_name: 'O-',
                component_name: 'Platelets',
                units_available: 4,
                last_updated: ago(2 * HOUR),
                freshness: 'fresh',
                exact: true,
              },
            }),
            bank({ bank_id: 104, name: 'Ruby Hall Blood Bank', stock_match: null }),
            unknownBank,
          ]
        : [bank()],
    );
    const { user } = renderBanks();
    await screen.findByRole('heading', { name: '1 blood bank' });
    await user.selectOptions(screen.getByLabelText('Has blood group'), 'O-');
    await user.selectOptions(screen.getByLabelText('Component'), 'Platelets');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByRole('heading', { name: '3 blood banks' });
    expect(searches.at(-1)).toMatchObject({ blood_group: 'O-', component_id: '3' });
    const [withStock, without, unknown] = cards();
    expect(within(withStock!).getByTestId('stock-match')).toHaveTextContent(
      '4 units of O- Platelets · updated 2 hours ago',
    );
    expect(within(without!).getByTestId('stock-match')).toHaveTextContent('No stock listed for this group');
    // A bank nobody keeps current says so once.
    expect(within(unknown!).queryByTestId('stock-match')).not.toBeInTheDocument();
    expect(within(unknown!).getByTestId('stock-summary')).toHaveTextContent('Stock not kept current — call');
  });

  it('says when more banks match than the list holds, and shows more on request', async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => bank({ bank_id: 1000 + i, name: `Bank ${i + 1}` }));
    const searches = directory((params) => (params.get('limit') === '100' ? many(26) : many(20)));
    const { user } = renderBanks();

    expect(await screen.findByRole('heading', { name: 'The first 20 blood banks' })).toBeInTheDocument();
    expect(screen.getByTestId('banks-more')).toHaveTextContent('Choose the blood group you need');
    await user.click(screen.getByRole('button', { name: 'Show up to 100 banks' }));

    expect(await screen.findByRole('heading', { name: '26 blood banks' })).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({ city: 'Pune', state: 'Maharashtra', limit: '100' });
    expect(screen.queryByTestId('banks-more')).not.toBeInTheDocument();
  });

  it('lists the groups in stock in the usual chart order', async () => {
    directory([
      bank({
        stock_summary: {
          groups_in_stock: ['AB+', 'B-', 'O+', 'A-', 'O-'],
          last_updated: ago(HOUR),
          freshness: 'fresh',
        },
      }),
    ]);
    renderBanks();

    await screen.findByRole('heading', { name: '1 blood bank' });
    expect(within(cards()[0]!).getByTestId('stock-summary')).toHaveTextContent('In stock: O-, O+, A-, B-, AB+');
  });

  it('checks a bank’s stock: numbers only for figures still known, stale ones marked, unknown ones never shown', async () => {
    directory([bank(), unknownBank]);
    server.use(
      http.get(api('/public/blood-banks/101/stock'), () =>
        HttpResponse.json({
          ...success([
            stockItem(1, [8, 'O-'], [1, 'Whole Blood'], 7, ago(HOUR), 'fresh'),
            stockItem(2, [7, 'O+'], [1, 'Whole Blood'], 3, ago(30 * HOUR), 'stale'),
            stockItem(3, [1, 'A+'], [1, 'Whole Blood'], 99, ago(10 * 24 * HOUR), 'unknown'),
          ]),
          bank: {
            bank_id: 101,
            name: 'Sassoon Hospital Blood Bank',
            kept_current: true,
            last_updated: ago(HOUR),
            freshness: 'fresh',
          },
        }),
      ),
      http.get(api('/public/blood-banks/103/stock'), () =>
        HttpResponse.json({
          ...success([]),
          bank: {
            bank_id: 103,
            name: 'Ruby Hall Blood Centre',
            kept_current: false,
            last_updated: null,
            freshness: 'unknown',
          },
        }),
      ),
    );
    const { user } = renderBanks();
    await screen.findByRole('heading', { name: '2 blood banks' });

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Check stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock at Sassoon Hospital Blood Bank' });
    const grid = await within(dialog).findByTestId('stock-grid');
    const wholeBlood = within(grid).getByRole('rowheader', { name: 'Whole Blood' }).closest('tr')!;
    const cells = within(wholeBlood).getAllByRole('cell');
    // Columns: O-, O+, A-, A+, B-, B+, AB-, AB+.
    expect(cells[0]).toHaveTextContent(/^7$/);
    expect(cells[1]).toHaveTextContent('3* may be out of date');
    expect(cells[3]).toHaveTextContent('Not known');
    expect(grid).not.toHaveTextContent('99');
    expect(dialog).toHaveTextContent('updated 1 hour ago');
    expect(within(dialog).queryByTestId('stock-not-kept')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(cards()[1]!).getByRole('button', { name: 'Check stock' }));
    const other = await screen.findByRole('dialog', { name: 'Stock at Ruby Hall Blood Centre' });
    expect(await within(other).findByTestId('stock-not-kept')).toHaveTextContent(
      'This bank doesn’t keep its stock on RaktSetu — call before you go',
    );
    expect(within(other).queryByTestId('stock-grid')).not.toBeInTheDocument();
  });

  it('shows the map on request on a phone, and a tapped marker highlights its bank in the list', async () => {
    directory([bank(), staleBank]);
    const { user } = renderBanks();
    await screen.findByRole('heading', { name: '2 blood banks' });
    expect(screen.queryByTestId('bank-map')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = await screen.findByTestId('bank-map');
    await user.click(within(map).getByRole('button', { name: 'marker 102' }));
    expect(cards()[1]).toHaveAttribute('data-selected', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(cards()[0]).not.toHaveAttribute('data-selected');
  });
});
