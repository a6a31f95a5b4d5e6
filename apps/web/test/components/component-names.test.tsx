import { screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CreateRequestPage } from '../../src/features/requests/components/create-request-page.tsx';
import i18n, { loadMoreMessages, setLanguage } from '../../src/i18n/index.ts';
import { componentLabel } from '../../src/lib/component-name.ts';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { renderPage } from '../support/render-page.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('blood component names', () => {
  it('are named in the page’s language, and a name the web does not know stays as the server sent it', async () => {
    await loadMoreMessages();
    const t = i18n.t.bind(i18n) as TFunction;
    expect(componentLabel(t, 'Packed Red Blood Cells')).toBe('Packed Red Blood Cells');
    await setLanguage('hi', { unsaved: false });
    expect(componentLabel(t, 'Whole Blood')).toBe('होल ब्लड');
    expect(componentLabel(t, 'Plasma')).toBe('प्लाज़्मा');
    expect(componentLabel(t, 'Granulocytes')).toBe('Granulocytes');
    await setLanguage('mr', { unsaved: false });
    expect(componentLabel(t, 'Packed Red Blood Cells')).toBe('पॅक्ड रेड सेल (PRBC)');
  });

  it('show in Hindi in the request form on a Hindi page', async () => {
    await setLanguage('hi', { unsaved: false });
    await loadMoreMessages();
    signIn(patientProfile({ preferred_language: 'hi' }));
    renderPage(
      [
        {
          path: '/app/requests/new',
          element: (
            <ProtectedRoute>
              <CreateRequestPage />
            </ProtectedRoute>
          ),
        },
      ],
      '/app/requests/new',
    );
    const platelets = await screen.findByRole('option', { name: 'प्लेटलेट्स' });
    const select = platelets.closest('select')!;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'होल ब्लड' })).toBeInTheDocument());
    expect(within(select).getByRole('option', { name: 'पैक्ड रेड सेल (PRBC)' })).toHaveValue('2');
    expect(within(select).queryByRole('option', { name: 'Whole Blood' })).toBeNull();
  });
});
