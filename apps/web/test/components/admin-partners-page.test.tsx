import { ERROR_CODES, type Partner } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { AdminPartnersPage } from '../../src/features/admin/components/admin-partners-page.tsx';
import { donorProfile, signIn } from '../support/fixtures.ts';
import { PARTNER_ID, admin, offer, partner } from '../support/partners.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

function renderAdmin(partners: Partner[] = [partner()]) {
  const sent = { partners: [] as unknown[], puts: [] as unknown[], offers: [] as unknown[] };
  server.use(
    http.get(api('/admin/partners'), () => HttpResponse.json(success(partners))),
    http.put(api(`/admin/partners/${PARTNER_ID}`), async ({ request }) => {
      const body = (await request.json()) as Partner;
      sent.puts.push(body);
      return HttpResponse.json({ ...success({ ...partner(), ...body }), message: 'Partner saved' });
    }),
  );
  signIn(admin());
  const view = renderPage(
    [
      {
        path: '/app/admin/partners',
        element: (
          <ProtectedRoute allowedRoles={['Admin']}>
            <AdminPartnersPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/admin/partners',
  );
  return { ...view, sent };
}

describe('admin: partners and offers', () => {
  it('lists each partner with its offers and how many were issued', async () => {
    renderAdmin();
    const card = await screen.findByRole('region', { name: 'Chai Point Café' });
    expect(card).toHaveTextContent('Café · Mumbai');
    expect(card).toHaveTextContent('Interests: tea, snacks');
    const row = within(card).getByTestId('offer-row');
    expect(row).toHaveTextContent('Free masala chai');
    expect(row).toHaveTextContent('One free chai · valid 30 days · 12 of 100 issued');
  });

  it('creates a partner, and shows the server’s field message when it refuses one', async () => {
    const { user, sent } = renderAdmin([]);
    let attempt = 0;
    server.use(
      http.post(api('/admin/partners'), async ({ request }) => {
        sent.partners.push(await request.json());
        attempt += 1;
        if (attempt === 1) {
          return failure(409, ERROR_CODES.CONFLICT, 'A partner named Kitab Khana already exists in Mumbai', [
            { field: 'name', message: 'A partner named Kitab Khana already exists in Mumbai' },
          ]);
        }
        return HttpResponse.json({ ...success(partner({ name: 'Kitab Khana 2' })), message: 'Partner added' });
      }),
    );
    expect(await screen.findByText('No partner yet. Add the first one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a partner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a partner' });
    await user.click(within(dialog).getByRole('button', { name: 'Save partner' }));
    // The shared schema's own messages, before anything is sent.
    expect(within(dialog).getByRole('textbox', { name: /Partner name/ })).toHaveAccessibleDescription(
      'Partner name must be at least 2 characters',
    );
    expect(sent.partners).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Partner name/ }), 'Kitab Khana');
    await user.type(within(dialog).getByRole('textbox', { name: /Category/ }), 'Bookshop');
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Mumbai');
    await user.type(within(dialog).getByRole('textbox', { name: /Interest tags/ }), 'Books, Reading ,books');
    await user.click(within(dialog).getByRole('button', { name: 'Save partner' }));

    expect(await within(dialog).findByTestId('partner-form-error')).toHaveTextContent(/already exists/);
    expect(within(dialog).getByRole('textbox', { name: /Partner name/ })).toHaveAccessibleDescription(
      'A partner named Kitab Khana already exists in Mumbai',
    );
    expect(sent.partners[0]).toEqual({
      name: 'Kitab Khana',
      city: 'Mumbai',
      category: 'Bookshop',
      interest_tags: ['books', 'reading'],
      logo_url: null,
      is_active: true,
    });

    await user.clear(within(dialog).getByRole('textbox', { name: /Partner name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Partner name/ }), 'Kitab Khana 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save partner' }));
    expect(await screen.findByText('Partner added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds an offer, with the server’s field message on the field it names', async () => {
    const { user, sent } = renderAdmin();
    let attempt = 0;
    server.use(
      http.post(api(`/admin/partners/${PARTNER_ID}/offers`), async ({ request }) => {
        sent.offers.push(await request.json());
        attempt += 1;
        if (attempt === 1) {
          return failure(400, ERROR_CODES.VALIDATION_FAILED, 'Value must not mention cash', [
            { field: 'value_text', message: 'Value must not mention cash' },
          ]);
        }
        return HttpResponse.json({ ...success(offer({ title: 'Two chais' })), message: 'Offer added' });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add an offer to Chai Point Café' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an offer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Offer title/ }), 'Two chais');
    await user.type(within(dialog).getByRole('textbox', { name: /^Value\W*$/ }), '₹50 cash');
    await user.clear(within(dialog).getByRole('textbox', { name: /Valid for/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Valid for/ }), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(within(dialog).getByRole('textbox', { name: /Valid for/ })).toHaveAccessibleDescription(
      'Validity must be a whole number of days from 1 to 365',
    );
    expect(sent.offers).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Valid for/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Valid for/ }), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Value\W*$/ })).toHaveAccessibleDescription(
      /Value must not mention cash/,
    );
    expect(sent.offers[0]).toMatchObject({ title: 'Two chais', validity_days: 14, max_issued: null, is_active: true });

    await user.clear(within(dialog).getByRole('textbox', { name: /^Value\W*$/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Value\W*$/ }), 'Two free chais');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Offer added')).toBeInTheDocument();
  });

  it('switches a partner off without deleting it, sending the rest unchanged', async () => {
    const { user, sent } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Switch off Chai Point Café' }));
    expect(await screen.findByText('Partner saved')).toBeInTheDocument();
    expect(sent.puts).toEqual([
      {
        name: 'Chai Point Café',
        city: 'Mumbai',
        category: 'Café',
        interest_tags: ['tea', 'snacks'],
        logo_url: null,
        is_active: false,
      },
    ]);
  });

  it('a donor opening the partners page gets Access Denied', async () => {
    signIn(donorProfile());
    renderPage(
      [
        {
          path: '/app/admin/partners',
          element: (
            <ProtectedRoute allowedRoles={['Admin']}>
              <AdminPartnersPage />
            </ProtectedRoute>
          ),
        },
      ],
      '/app/admin/partners',
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
