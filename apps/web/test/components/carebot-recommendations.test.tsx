import type { Profile, recommendationSchema } from '@raktsetu/shared';
import { ERROR_CODES } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CarebotPage } from '../../src/features/carebot/components/carebot-page.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

type Recommendation = z.infer<typeof recommendationSchema>;

const WHO = {
  title: 'Blood donor selection',
  organisation: 'WHO',
  document: 'Blood donor selection guidelines',
  year: 2012,
};

const nextDonation: Recommendation = {
  title: 'Your next donation',
  body: 'Your body is rebuilding what you gave. You can donate again from 2026-12-12; we only alert you about requests from then on.',
  date: '2026-12-12',
  citation: WHO,
};
const beforeYouDonate: Recommendation = {
  title: 'Before you donate',
  body: 'Sleep well the night before and drink plenty of water.',
  date: null,
  citation: null,
};
const yogaArticle: Recommendation = {
  title: 'Yoga and Thalassemia',
  body: 'Gentle yoga suits most days.',
  date: null,
  citation: null,
};

/** Answers GET /ai/recommendations with `items` (the latest `reply` value at each call), counting the calls. */
function recommendationsApi(reply: () => Recommendation[] | Response) {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get(api('/ai/recommendations'), ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      const answer = reply();
      return answer instanceof Response ? answer : HttpResponse.json(success(answer, 'Recommendations ready'));
    }),
  );
  return calls;
}

function renderCarebot(profile: Profile) {
  signIn(profile);
  server.use(http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([]))));
  return renderPage(
    [
      {
        path: '/app/carebot',
        element: (
          <ProtectedRoute>
            <CarebotPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/carebot',
  );
}

const forYouToggle = () => screen.findByRole('button', { name: 'For you' });

/** A window as wide as a desktop's, where the suggestions sit beside the conversation. */
function wideWindow() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(min-width: 1024px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CareBot page: For you', () => {
  it("shows a donor's suggestions in their own role, with the date as the app writes dates and the source", async () => {
    const calls = recommendationsApi(() => [nextDonation, beforeYouDonate]);
    const { user } = renderCarebot(donorProfile());
    const toggle = await forYouToggle();
    // On a phone it is folded under the quick questions until tapped.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('recommendations')).not.toBeInTheDocument();

    await user.click(toggle);
    const list = await screen.findByTestId('recommendations');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(calls).toEqual([{ user_type: 'Donor' }]);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Your next donation' })).toBeInTheDocument();
    expect(first).toHaveTextContent('You can donate again from 12 Dec 2026; we only alert you');
    expect(first).not.toHaveTextContent('2026-12-12');
    expect(within(first!).getByText('12 Dec 2026', { selector: 'time' })).toHaveAttribute('datetime', '2026-12-12');
    expect(first).toHaveTextContent('Source: WHO, Blood donor selection guidelines (2012)');
    expect(within(second!).getByRole('heading', { name: 'Before you donate' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Sleep well the night before');
    expect(within(second!).queryByText(/Source:/)).not.toBeInTheDocument();
    expect(second?.querySelector('time')).toBeNull();
  });

  it('asks as a patient for a patient, and sits open beside the conversation on a wide screen', async () => {
    wideWindow();
    const calls = recommendationsApi(() => [yogaArticle]);
    renderCarebot(patientProfile());
    const card = await screen.findByRole('region', { name: 'For you' });
    expect(await within(card).findByText('Gentle yoga suits most days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'For you' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ user_type: 'Patient' }]);
  });

  it('is not shown to bank staff or admins, and asks nothing', async () => {
    wideWindow();
    const calls = recommendationsApi(() => [nextDonation]);
    renderCarebot(patientProfile({ user_type: 'BloodBankStaff' }));
    expect(await screen.findByText(/Ask me anything/)).toBeInTheDocument();
    expect(screen.queryByText('For you')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says quietly 'Failed to load suggestions' when they cannot be loaded, and the chat still works", async () => {
    recommendationsApi(() => failure(500, ERROR_CODES.INTERNAL, 'Database down'));
    const { user } = renderCarebot(donorProfile());
    await user.click(await forYouToggle());
    expect(await screen.findByText('Failed to load suggestions')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message to CareBot' })).toBeEnabled();
  });

  it('asks again after the interests are saved, so articles on the new interests appear', async () => {
    let items = [nextDonation];
    const calls = recommendationsApi(() => items);
    server.use(
      http.get(api('/ai/patient/interests'), () => HttpResponse.json(success({ interests: [] }))),
      http.put(api('/ai/patient/interests'), async ({ request }) => {
        const body = (await request.json()) as { interests: string[] };
        items = [nextDonation, yogaArticle];
        return HttpResponse.json(success(body, 'Interests updated'));
      }),
    );
    const { user } = renderCarebot(donorProfile());
    await user.click(await forYouToggle());
    expect(await screen.findByText('Your next donation')).toBeInTheDocument();
    expect(screen.queryByText('Yoga and Thalassemia')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My Interests' }));
    await user.click(await screen.findByRole('button', { name: 'yoga', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Interests saved successfully/);

    await user.click(screen.getByRole('tab', { name: 'Chat' }));
    await user.click(await forYouToggle());
    expect(await screen.findByText('Yoga and Thalassemia')).toBeInTheDocument();
    expect(calls).toEqual([{ user_type: 'Donor' }, { user_type: 'Donor' }]);
  });
});
