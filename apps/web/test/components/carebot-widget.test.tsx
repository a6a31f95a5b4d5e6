import { CAREBOT_WIDGET_QUESTIONS, ERROR_CODES } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CarebotWidget } from '../../src/features/carebot/components/carebot-widget.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { historyEntry, reply, sse, streamOf } from '../support/carebot.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again later.";

/** A signed-in page with the widget, as the app layout draws it. Returns how often the history was asked for. */
function renderWidget(history: () => Response, profile = patientProfile()) {
  const calls: Array<Record<string, string>> = [];
  signIn(profile);
  server.use(
    http.get(api('/ai/carebot/history'), ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return history();
    }),
  );
  const view = renderPage(
    [
      {
        path: '/app/dashboard',
        element: (
          <ProtectedRoute>
            <CarebotWidget />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/dashboard',
  );
  return { ...view, calls };
}

const panel = () => screen.getByRole('region', { name: 'CareBot' });
const bubbles = () =>
  within(panel())
    .getAllByTestId('chat-message')
    .map((m) => `${m.dataset.type}: ${m.textContent?.replace(/^.*? said:/, '')}`);
const input = () => within(panel()).getByRole('textbox', { name: 'Your message to CareBot' });

async function open(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open CareBot' }));
  return panel();
}

describe('CareBot widget', () => {
  it('greets the user by full name when there is no history, and loads the history only once', async () => {
    const { user, calls } = renderWidget(() => HttpResponse.json(success([])));
    const region = await open(user);
    expect(within(region).getByText('Your AI health assistant')).toBeInTheDocument();
    expect(
      await within(region).findByText("Hello Asha Patil! I'm CareBot, your AI companion. How can I help you today?"),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ limit: '5', offset: '0' }]);
    expect(within(region).getByRole('link', { name: 'Open the full CareBot page' })).toHaveAttribute(
      'href',
      '/app/carebot',
    );

    await user.click(within(region).getByRole('button', { name: 'Close CareBot' }));
    await open(user);
    expect(bubbles()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("says 'there' when the profile has no name", async () => {
    const { user } = renderWidget(() => HttpResponse.json(success([])), patientProfile({ full_name: '' }));
    const region = await open(user);
    expect(
      await within(region).findByText("Hello there! I'm CareBot, your AI companion. How can I help you today?"),
    ).toBeInTheDocument();
  });

  it('shows the general greeting when the history cannot be loaded', async () => {
    const { user } = renderWidget(() => failure(500, ERROR_CODES.INTERNAL, 'Down'));
    const region = await open(user);
    expect(
      await within(region).findByText(
        "Hello! I'm CareBot, your AI companion. I'm here to support you. How can I help today?",
      ),
    ).toBeInTheDocument();
  });

  it('shows past chats oldest first, each question before its answer', async () => {
    const { user } = renderWidget(() => HttpResponse.json(success([historyEntry(3), historyEntry(2)])));
    await open(user);
    await within(panel()).findByText('Answer 3');
    expect(bubbles()).toEqual(['user: Question 2', 'bot: Answer 2', 'user: Question 3', 'bot: Answer 3']);
  });

  it('fills the input with a quick question without sending it', async () => {
    const { user } = renderWidget(() => HttpResponse.json(success([])));
    const region = await open(user);
    await within(region).findByText(/Hello Asha Patil/);
    expect(CAREBOT_WIDGET_QUESTIONS).toEqual([
      'What is Thalassemia?',
      'How often should I donate blood?',
      'What should I eat before donation?',
    ]);
    await user.click(within(region).getByRole('button', { name: 'How often should I donate blood?' }));
    expect(input()).toHaveValue('How often should I donate blood?');
    expect(input()).toHaveFocus();
    // No query handler is installed: a call would fail the test.
    expect(bubbles()).toHaveLength(1);
  });

  it('answers with typing shown and the input disabled meanwhile, then the reply', async () => {
    server.use(
      http.post(api('/ai/carebot/query/stream'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return streamOf(sse('done', reply({ response: 'Thalassemia is inherited.' })));
      }),
    );
    const { user } = renderWidget(() => HttpResponse.json(success([])));
    const region = await open(user);
    await user.click(within(region).getByRole('button', { name: 'What is Thalassemia?' }));
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    expect(await within(region).findByText('CareBot is typing...')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'What is Thalassemia?' })).toBeDisabled();
    expect(await within(region).findByText('Thalassemia is inherited.')).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());
  });

  it('shows the error-flagged apology when the query fails or its status is not success', async () => {
    server.use(
      http.post(api('/ai/carebot/query/stream'), () => failure(404, ERROR_CODES.NOT_FOUND, 'Not found')),
      http.post(api('/ai/carebot/query'), () =>
        HttpResponse.json({ status: 'fail', message: 'Failed to get response', response: '' }),
      ),
    );
    const { user } = renderWidget(() => HttpResponse.json(success([])));
    const region = await open(user);
    await user.type(input(), 'Hello');
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    const apology = await within(region).findByText(APOLOGY);
    expect(apology.closest('[data-testid="chat-message"]')).toHaveAttribute('data-error', 'true');
  });

  it('offers the call link and Raise SOS on an emergency reply', async () => {
    server.use(
      http.post(api('/ai/carebot/query/stream'), () =>
        streamOf(
          sse(
            'done',
            reply({
              safety: 'emergency',
              source: 'safety',
              response: 'Call 112 now.',
              actions: [{ kind: 'call', phone: '112', label: 'Call 112' }, { kind: 'sos' }],
            }),
          ),
        ),
      ),
    );
    const { user } = renderWidget(() => HttpResponse.json(success([])));
    const region = await open(user);
    await user.type(input(), 'chest pain');
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    await within(region).findByText('Call 112 now.');
    expect(within(region).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(region).getByRole('link', { name: 'Raise SOS' })).toHaveAttribute('href', '/app/sos');
  });
});
