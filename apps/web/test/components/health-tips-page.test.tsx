import type { HealthTip } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { HealthTipsPage } from '../../src/features/health-tips/components/health-tips-page.tsx';
import i18n, { loadMoreMessages, setLanguage } from '../../src/i18n/index.ts';
import { donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const iron: HealthTip = {
  id: 'iron-rich-food',
  title: 'Eat iron-rich food before you donate',
  body: 'Green leafy vegetables, jaggery and pulses help.\n\nDrink water before and after.',
  topic: 'donation',
  source: { organisation: 'NBTC', document: 'Guidelines for Blood Donor Selection', year: 2017 },
  reviewed: '2026-01-15',
  language: 'en',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('health tips', () => {
  it('lists the tips with their source and review date, and searches with q', async () => {
    signIn(donorProfile());
    const asked: Array<string | null> = [];
    server.use(
      http.get(api('/health-tips'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        return HttpResponse.json(success(q === 'zzz' ? [] : [iron]));
      }),
    );
    const { user } = renderPage([{ path: '/app/health-tips', element: <HealthTipsPage /> }], '/app/health-tips');
    const list = await screen.findByRole('list', { name: 'Health tips' });
    const tip = within(list).getByRole('article');
    expect(within(tip).getByRole('heading', { name: iron.title })).toBeInTheDocument();
    // The first paragraph shows; the rest folds under Read more.
    expect(tip).toHaveTextContent('Green leafy vegetables, jaggery and pulses help.');
    expect(tip).toHaveTextContent('Drink water before and after.');
    expect(within(tip).getByText('Read more')).toBeInTheDocument();
    expect(tip).toHaveTextContent('Source: NBTC, Guidelines for Blood Donor Selection (2017)');
    expect(tip).toHaveTextContent('Reviewed 15 Jan 2026');

    await user.type(screen.getByRole('searchbox', { name: 'Search tips' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('health-tips-empty')).toHaveTextContent('No tips match “zzz”');
    expect(asked).toEqual([null, 'zzz']);
  });

  it('shows a Hindi tip as it is, and says an English one is not yet translated, on a Hindi page', async () => {
    await setLanguage('hi', { unsaved: false });
    await loadMoreMessages();
    signIn(donorProfile({ preferred_language: 'hi' }));
    const hindi: HealthTip = { ...iron, id: 'hindi-tip', title: 'रक्तदान से पहले आयरन वाला खाना खाएँ', language: 'hi' };
    server.use(http.get(api('/health-tips'), () => HttpResponse.json(success([hindi, iron]))));
    renderPage([{ path: '/app/health-tips', element: <HealthTipsPage /> }], '/app/health-tips');
    const list = await screen.findByRole('list', { name: 'सेहत की सलाह' });
    const [translated, english] = within(list).getAllByRole('article');
    expect(translated).toHaveAttribute('lang', 'hi');
    expect(within(translated!).queryByTestId('tip-not-translated')).toBeNull();
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english!).getByTestId('tip-not-translated')).toHaveTextContent(
      'इसका हिंदी अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में है।',
    );
  });
});
