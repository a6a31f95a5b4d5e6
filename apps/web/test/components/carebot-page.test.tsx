import { CAREBOT_PAGE_QUESTIONS, ERROR_CODES } from '@raktsetu/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import i18n, { defaultNS } from '../../src/i18n/index.ts';
import hiMore from '../../src/i18n/locales/hi-more.ts';
import { CarebotPage } from '../../src/features/carebot/components/carebot-page.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { controlledStream, historyEntry, reply, sse, streamOf } from '../support/carebot.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again later.";

function renderCarebot(profile = patientProfile()) {
  signIn(profile);
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

/** The page with an empty history, waiting until it is shown. */
async function openEmpty() {
  server.use(http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([]))));
  const view = renderCarebot();
  await screen.findByText(/Ask me anything/);
  return view;
}

const messages = () =>
  screen.getAllByTestId('chat-message').map((m) => `${m.dataset.type}: ${m.textContent?.replace(/^.*? said:/, '')}`);
const input = () => screen.getByRole('textbox', { name: 'Your message to CareBot' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('CareBot page: history', () => {
  it('loads the last 20 chats and shows them oldest first, each question before its answer', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(api('/ai/carebot/history'), ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json(success([historyEntry(2), historyEntry(1)]));
      }),
    );
    renderCarebot();
    await screen.findByText('Answer 2');
    expect(query).toEqual({ limit: '20', offset: '0' });
    expect(messages()).toEqual(['user: Question 1', 'bot: Answer 1', 'user: Question 2', 'bot: Answer 2']);
    expect(screen.getByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/never gives medicine doses/)).toBeInTheDocument();
    expect(CAREBOT_PAGE_QUESTIONS).toHaveLength(6);
    for (const question of CAREBOT_PAGE_QUESTIONS) expect(screen.getByRole('button', { name: question })).toBeEnabled();
  });

  it("says 'Failed to load chat history' when the history cannot be loaded, and the chat still works", async () => {
    server.use(http.get(api('/ai/carebot/history'), () => failure(500, ERROR_CODES.INTERNAL, 'Database down')));
    renderCarebot();
    expect(await screen.findByText('Failed to load chat history')).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('keeps the numbers of a past emergency or helpline reply one tap away', async () => {
    const said = 'This sounds like an emergency. Call 112 or go to the nearest hospital now.';
    const helpline = 'Tele-MANAS is free: call 14416 or 1-800-891-4416. If you are in immediate danger, call 112.';
    server.use(
      http.get(api('/ai/carebot/history'), () =>
        HttpResponse.json(
          success([
            historyEntry(2, { response: helpline, source: 'safety' }),
            historyEntry(1, { response: said, source: 'safety' }),
          ]),
        ),
      ),
    );
    renderCarebot();
    const first = (await screen.findByText(/This sounds like an emergency/)).closest('p') as HTMLElement;
    expect(first).toHaveTextContent(said);
    expect(within(first).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    const second = screen.getByText(/Tele-MANAS is free/).closest('p') as HTMLElement;
    expect(
      within(second)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
  });

  it('starts a fresh chat without a word and stays on the page when the history answers 401', async () => {
    server.use(
      http.get(api('/ai/carebot/history'), () => failure(401, ERROR_CODES.UNAUTHORIZED, 'Please sign in again')),
    );
    renderCarebot();
    expect(await screen.findByText(/Ask me anything/)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load chat history')).not.toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(localStorage.getItem('raktsetu.access_token')).not.toBeNull();
  });
});

describe('CareBot page: asking', () => {
  it('sends the trimmed message, shows typing with everything disabled, grows the reply as it streams, then shows the final reply', async () => {
    const stream = controlledStream();
    let sent: unknown;
    server.use(
      http.post(api('/ai/carebot/query/stream'), async ({ request }) => {
        sent = await request.json();
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        return stream.response();
      }),
    );
    const { user } = await openEmpty();
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), '  What is Thalassemia?  ');
    await user.click(sendButton());

    expect(await screen.findByText('CareBot is typing...')).toBeInTheDocument();
    expect(sent).toEqual({ message: 'What is Thalassemia?' });
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: CAREBOT_PAGE_QUESTIONS[1] })).toBeDisabled();

    stream.push(sse('delta', { text: 'Thalassemia is ' }));
    stream.push(sse('delta', { text: 'inherited.' }));
    expect(await screen.findByText('Thalassemia is inherited.')).toBeInTheDocument();
    expect(screen.queryByText('CareBot is typing...')).not.toBeInTheDocument();
    expect(input()).toBeDisabled();

    stream.push(
      sse(
        'done',
        reply({
          citations: [
            {
              title: 'Basics',
              organisation: 'Thalassaemia International Federation',
              document: 'Guidelines',
              year: 2021,
            },
          ],
          related_questions: ['What is a carrier?'],
        }),
      ),
    );
    stream.end();
    expect(await screen.findByText('The body makes too little haemoglobin.')).toBeInTheDocument();
    expect(screen.getByText('Thalassemia is an inherited blood disorder.')).toBeInTheDocument();
    expect(screen.queryByText('Thalassemia is inherited.')).not.toBeInTheDocument();
    expect(screen.getByText('Source: Thalassaemia International Federation, Guidelines (2021)')).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());
    expect(messages()[0]).toBe('user: What is Thalassemia?');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'What is a carrier?' })).toBeEnabled();
  });

  it('gives the focus back to the message box when a reply sent from it has come', async () => {
    const stream = controlledStream();
    server.use(http.post(api('/ai/carebot/query/stream'), () => stream.response()));
    const { user } = await openEmpty();
    await user.type(input(), 'What is Thalassemia?{Enter}');
    await screen.findByText('CareBot is typing...');
    // A browser drops the focus of an input as it is disabled; jsdom does not, so the test moves it to the page.
    act(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    expect(document.body).toHaveFocus();
    stream.push(sse('done', reply()));
    stream.end();
    await screen.findByText('The body makes too little haemoglobin.');
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it("lists each source once, and not again when the reply's own text already names it", async () => {
    const tif = { organisation: 'Thalassaemia International Federation', document: 'Guidelines', year: 2021 };
    const nbtc = { organisation: 'NBTC', document: 'Guidelines for Blood Donor Selection', year: 2017 };
    server.use(
      http.post(api('/ai/carebot/query/stream'), () =>
        streamOf(
          sse(
            'done',
            reply({
              response: 'Thalassemia is inherited.\n\nSource: Thalassaemia International Federation, Guidelines (2021)',
              citations: [
                { title: 'Basics', ...tif },
                { title: 'Donors', ...nbtc },
                { title: 'Donation', ...nbtc },
              ],
            }),
          ),
        ),
      ),
    );
    const { user } = await openEmpty();
    await user.type(input(), 'What is Thalassemia?');
    await user.click(sendButton());
    await screen.findByText('Thalassemia is inherited.');
    expect(screen.getAllByText(/^Source: /).map((line) => line.textContent)).toEqual([
      'Source: Thalassaemia International Federation, Guidelines (2021)',
      'Source: NBTC, Guidelines for Blood Donor Selection (2017)',
    ]);
  });

  it('asks a quick question and a related question at once', async () => {
    const asked: string[] = [];
    server.use(
      http.post(api('/ai/carebot/query/stream'), async ({ request }) => {
        asked.push(((await request.json()) as { message: string }).message);
        return streamOf(
          sse('done', reply({ response: `About: ${asked.at(-1)}`, related_questions: ['Is it contagious?'] })),
        );
      }),
    );
    const { user } = await openEmpty();
    await user.click(screen.getByRole('button', { name: CAREBOT_PAGE_QUESTIONS[2] }));
    await screen.findByText(`About: ${CAREBOT_PAGE_QUESTIONS[2]}`);
    await user.click(screen.getByRole('button', { name: 'Is it contagious?' }));
    await screen.findByText('About: Is it contagious?');
    expect(asked).toEqual([CAREBOT_PAGE_QUESTIONS[2], 'Is it contagious?']);
  });

  it('offers the quick questions in the page language, and a tap asks in it', async () => {
    const asked: string[] = [];
    server.use(
      http.post(api('/ai/carebot/query/stream'), async ({ request }) => {
        asked.push(((await request.json()) as { message: string }).message);
        return streamOf(sse('done', reply({ response: 'उत्तर' })));
      }),
    );
    i18n.addResourceBundle('hi', defaultNS, hiMore, true, false);
    await i18n.changeLanguage('hi');
    try {
      server.use(http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([]))));
      const { user } = renderCarebot(patientProfile({ preferred_language: 'hi' }));
      await screen.findByText(hiMore.carebot.welcome);
      const question = hiMore.carebot.pageQuestions.ferritin;
      expect(screen.queryByRole('button', { name: CAREBOT_PAGE_QUESTIONS[0] })).toBeNull();
      await user.click(screen.getByRole('button', { name: question }));
      await screen.findByText('उत्तर');
      expect(asked).toEqual([question]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('asks the whole reply with POST /ai/carebot/query when the stream cannot be opened', async () => {
    server.use(
      http.post(api('/ai/carebot/query/stream'), () => failure(404, ERROR_CODES.NOT_FOUND, 'Not found')),
      http.post(api('/ai/carebot/query'), () => HttpResponse.json(reply({ response: 'Answered whole.' }))),
    );
    const { user } = await openEmpty();
    await user.type(input(), 'Hello');
    await user.click(sendButton());
    expect(await screen.findByText('Answered whole.')).toBeInTheDocument();
  });

  it('shows the apology marked as an error when the reply fails', async () => {
    server.use(
      http.post(api('/ai/carebot/query/stream'), () =>
        streamOf(sse('delta', { text: 'Half a' }), sse('error', { message: 'Model failed' })),
      ),
    );
    const { user } = await openEmpty();
    await user.type(input(), 'Hello');
    await user.click(sendButton());
    const apology = await screen.findByText(APOLOGY);
    expect(apology.closest('[data-testid="chat-message"]')).toHaveAttribute('data-error', 'true');
    expect(screen.queryByText('Half a')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('marks an emergency reply in red with the tap-to-call link first, Raise SOS and the blood banks', async () => {
    server.use(
      http.post(api('/ai/carebot/query/stream'), () =>
        streamOf(
          sse(
            'done',
            reply({
              source: 'safety',
              safety: 'emergency',
              response: 'Call 112 or go to the nearest hospital now.',
              actions: [{ kind: 'sos' }, { kind: 'blood_banks' }, { kind: 'call', phone: '112', label: 'Call 112' }],
            }),
          ),
        ),
      ),
    );
    const { user } = await openEmpty();
    await user.type(input(), 'My child is breathing fast and very pale');
    await user.click(sendButton());
    const bubble = (await screen.findByText('Call 112 or go to the nearest hospital now.')).closest(
      '[data-testid="chat-message"]',
    ) as HTMLElement;
    expect(bubble).toHaveAttribute('data-emergency', 'true');
    expect(within(bubble).getByRole('alert')).toHaveTextContent('This may be an emergency');
    const links = within(bubble).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call 112', 'tel:112'],
      ['Raise SOS', '/app/sos'],
      ['Find a blood bank', '/app/blood-banks'],
    ]);
  });

  it('clears every chat after the user confirms', async () => {
    let deleted = 0;
    server.use(
      http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([historyEntry(1)]))),
      http.delete(api('/ai/carebot/history'), () => {
        deleted += 1;
        return HttpResponse.json(success({ deleted: 1 }, 'Chat history cleared'));
      }),
    );
    const { user } = renderCarebot();
    await screen.findByText('Answer 1');
    await user.click(screen.getByRole('button', { name: 'Clear my chats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all your chats?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(deleted).toBe(0);
    expect(screen.getByText('Answer 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear my chats' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear my chats' }));
    await waitFor(() => expect(screen.queryByText('Answer 1')).not.toBeInTheDocument());
    expect(deleted).toBe(1);
    expect(screen.getByText('Your chats were cleared.')).toBeInTheDocument();
  });
});

describe('CareBot page: My Interests', () => {
  async function openInterests(interests: string[] = ['yoga']) {
    server.use(
      http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([]))),
      http.get(api('/ai/patient/interests'), () => HttpResponse.json(success({ interests }))),
    );
    const view = renderCarebot();
    await view.user.click(await screen.findByRole('tab', { name: 'My Interests' }));
    return view;
  }

  it('adds entries trimmed, lower-cased and once, toggles suggestions, and saves them', async () => {
    let saved: unknown;
    server.use(
      http.put(api('/ai/patient/interests'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(success(saved as { interests: string[] }, 'Interests updated'));
      }),
    );
    const { user } = await openInterests();
    const yoga = await screen.findByRole('button', { name: 'yoga', pressed: true });
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(36);
    expect(screen.getAllByRole('button', { pressed: false })[0]).toHaveTextContent('healthy eating');

    const add = screen.getByRole('button', { name: 'Add' });
    const box = screen.getByRole('textbox', { name: 'Add an interest' });
    expect(add).toBeDisabled();
    await user.type(box, '   ');
    expect(add).toBeDisabled();
    await user.clear(box);
    await user.type(box, '  Classical MUSIC ');
    await user.click(add);
    expect(box).toHaveValue('');
    await user.type(box, 'YOGA{Enter}');
    await user.click(screen.getByRole('button', { name: 'history', pressed: false }));
    await user.click(yoga);

    const mine = screen.getByTestId('my-interests');
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['classical music', 'history']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Interests saved successfully! CareBot will now provide more personalized responses.'),
    ).toBeInTheDocument();
    expect(saved).toEqual({ interests: ['classical music', 'history'] });
  });

  it("keeps Save disabled for an empty list, and says 'Failed to save interests' with the server's reason", async () => {
    server.use(
      http.put(api('/ai/patient/interests'), () => failure(400, ERROR_CODES.VALIDATION_FAILED, 'At most 50 interests')),
    );
    const { user } = await openInterests(['yoga']);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(await screen.findByRole('button', { name: 'Remove yoga' }));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'cooking' }));
    expect(save).toBeEnabled();
    await user.click(save);
    const alert = await screen.findByText('Failed to save interests');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('At most 50 interests');
  });

  it("shows the server's reason instead of the editor to someone who keeps no interests (bank staff)", async () => {
    server.use(
      http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([]))),
      http.get(api('/ai/patient/interests'), () =>
        failure(403, ERROR_CODES.FORBIDDEN, 'Interests are kept for patients and donors only.'),
      ),
    );
    const { user } = renderCarebot();
    await user.click(await screen.findByRole('tab', { name: 'My Interests' }));
    expect(await screen.findByTestId('interests-not-for-role')).toHaveTextContent(
      'Interests are kept for patients and donors only.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load interests' when they cannot be loaded", async () => {
    server.use(
      http.get(api('/ai/carebot/history'), () => HttpResponse.json(success([]))),
      http.get(api('/ai/patient/interests'), () => failure(500, ERROR_CODES.INTERNAL, 'Down')),
    );
    const { user } = renderCarebot();
    await user.click(await screen.findByRole('tab', { name: 'My Interests' }));
    expect(await screen.findByText('Failed to load interests')).toBeInTheDocument();
  });
});
