import { ERROR_CODES, addDaysIso, type Notification } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgePage } from '../../src/features/bridge/components/bridge-page.tsx';
import i18n, { loadMoreMessages, setLanguage } from '../../src/i18n/index.ts';
import { openLiveStream } from '../support/live-stream.ts';
import { renderBridge, today, view } from '../support/bridge-page.tsx';
import { SECOND_DONOR_ID, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('bridge page before a plan', () => {
  it('explains a Blood Bridge and shows the plan form with the patient’s group and packed red cells', async () => {
    renderBridge(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'What is a Blood Bridge?' })).toBeInTheDocument();
    expect(screen.getByText(/6–10 compatible donors/)).toBeInTheDocument();
    expect(screen.getByText(/Emergency SOS stays the last resort/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Blood group/)).toHaveValue('3'));
    expect(screen.getByLabelText(/^Component/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Days between transfusions/)).toHaveValue(21);
    expect(screen.getByLabelText(/^Antibodies or matched-phenotype note/)).toHaveAccessibleDescription(
      'Seen only by you and printed for the blood centre.',
    );
  });

  it('creates the plan with the shared schema’s payload and then shows the bridge', async () => {
    const { user, sent, setView } = renderBridge(null);
    server.use(
      http.put(api('/bridge/plan'), async ({ request }) => {
        sent.plans.push(await request.json());
        setView(view());
        return HttpResponse.json(success(view()));
      }),
    );
    await screen.findByLabelText(/^Hospital or blood centre/);
    await user.type(screen.getByLabelText(/^Hospital or blood centre/), 'Sassoon General Hospital');
    await user.type(screen.getByLabelText(/^Hospital city/), 'Pune');
    await user.clear(screen.getByLabelText(/^Units per transfusion/));
    await user.type(screen.getByLabelText(/^Units per transfusion/), '2');
    await user.type(screen.getByLabelText(/^Next transfusion date/), addDaysIso(today, 5));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(sent.plans).toHaveLength(1));
    expect(sent.plans[0]).toEqual({
      hospital_name: 'Sassoon General Hospital',
      hospital_city: 'Pune',
      units_per_transfusion: 2,
      interval_days: 21,
      next_date: addDaysIso(today, 5),
      blood_group_id: 3,
      component_id: 2,
      antibodies_note: null,
    });
    expect(await screen.findByTestId('bridge-capacity')).toBeInTheDocument();
  });

  it('checks the form before sending, with the shared messages', async () => {
    const { user, sent } = renderBridge(null);
    await screen.findByLabelText(/^Hospital or blood centre/);
    await user.clear(screen.getByLabelText(/^Days between transfusions/));
    await user.type(screen.getByLabelText(/^Days between transfusions/), '3');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('The interval must be between 7 and 90 days')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hospital or blood centre/)).toHaveAccessibleDescription(
      'Hospital or blood centre is required',
    );
    expect(sent.plans).toHaveLength(0);
  });

  it('shows the server’s field message at its field', async () => {
    const { user } = renderBridge(null);
    server.use(
      http.put(api('/bridge/plan'), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'Validation failed', [
          { field: 'next_date', message: 'The next transfusion date cannot be in the past' },
        ]),
      ),
    );
    await screen.findByLabelText(/^Hospital or blood centre/);
    await user.type(screen.getByLabelText(/^Hospital or blood centre/), 'Sassoon General Hospital');
    await user.type(screen.getByLabelText(/^Hospital city/), 'Pune');
    await user.type(screen.getByLabelText(/^Next transfusion date/), addDaysIso(today, 1));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Next transfusion date/)).toHaveAccessibleDescription(
        'The next transfusion date cannot be in the past',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
  });

  it('says when the bridge cannot be loaded and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/bridge'), () => {
        calls += 1;
        return calls === 1 ? failure(500, ERROR_CODES.INTERNAL, 'Something broke') : HttpResponse.json(success(null));
      }),
    );
    signIn(patientProfile());
    const { user } = renderPage([{ path: '/app/bridge', element: <BridgePage /> }], '/app/bridge');
    const error = await screen.findByTestId('bridge-error');
    expect(error).toHaveTextContent('Your Blood Bridge could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What is a Blood Bridge?' })).toBeInTheDocument();
  });
});

describe('bridge page with a plan', () => {
  it('says how many donors the year needs', async () => {
    renderBridge(view());
    expect(await screen.findByTestId('bridge-capacity')).toHaveTextContent(
      '7 of 8 donors — 1 more needed to cover the year',
    );
    expect(screen.getByText('About 17 units a year')).toBeInTheDocument();
  });

  it('says when the year is covered', async () => {
    renderBridge(view({ capacity: { members: 8, needed: 8, missing: 0, units_per_year: 17.38 } }));
    expect(await screen.findByTestId('bridge-capacity')).toHaveTextContent('8 of 8 donors — the year is covered');
  });

  it('changes the plan from the form filled with it', async () => {
    const plans: unknown[] = [];
    const { user } = renderBridge(view());
    server.use(
      http.put(api('/bridge/plan'), async ({ request }) => {
        plans.push(await request.json());
        const next = view();
        next.plan.interval_days = 28;
        return HttpResponse.json(success(next));
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    expect(screen.getByLabelText(/^Hospital or blood centre/)).toHaveValue('Sassoon General Hospital');
    expect(screen.getByLabelText(/^Antibodies or matched-phenotype note/)).toHaveValue(
      'Anti-E; give Rh and Kell matched',
    );
    const interval = screen.getByLabelText(/^Days between transfusions/);
    await user.clear(interval);
    await user.type(interval, '28');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans).toHaveLength(1));
    expect(plans[0]).toMatchObject({ interval_days: 28, antibodies_note: 'Anti-E; give Rh and Kell matched' });
    expect(await screen.findByText(/every 28 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('lists the donors with their next date, donations and "not responding", and removes one after asking', async () => {
    const removed: string[] = [];
    const { user } = renderBridge(view());
    server.use(
      http.delete(api('/bridge/members/:id'), ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json(success(view({ members: view().members.slice(0, 1) })));
      }),
    );
    const members = await screen.findAllByTestId('bridge-member');
    expect(members).toHaveLength(2);
    expect(members[0]).toHaveTextContent('2 donations');
    expect(within(members[1]!).getByText('Not responding')).toBeInTheDocument();
    expect(members[1]).toHaveTextContent(/Can give from/);
    await user.click(within(members[1]!).getByRole('button', { name: 'Remove Meera K.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera K. from the bridge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove donor' }));
    await waitFor(() => expect(removed).toEqual([SECOND_DONOR_ID]));
    await waitFor(() => expect(screen.getAllByTestId('bridge-member')).toHaveLength(1));
  });

  it('shows the invitation link and QR code, makes a new link after asking, and invites nearby donors', async () => {
    const { user, sent } = renderBridge(view());
    let newLinks = 0;
    let invites = 0;
    server.use(
      http.post(api('/bridge/invite-code'), () => {
        newLinks += 1;
        const next = view();
        next.plan.invite_url = 'http://localhost:3000/app/bridge/join/NEW-CODE-456';
        return HttpResponse.json(success(next));
      }),
      http.post(api('/bridge/invitations'), () => {
        invites += 1;
        return HttpResponse.json(success({ invited: 3 }));
      }),
    );
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      'http://localhost:3000/app/bridge/join/INVITE-CODE-123',
    );
    expect(await screen.findByRole('img', { name: 'QR code of the invitation link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The old link and its QR code stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Invitation link')).toHaveValue(
        'http://localhost:3000/app/bridge/join/NEW-CODE-456',
      ),
    );
    expect(newLinks).toBe(1);

    const before = sent.gets;
    await user.click(screen.getByRole('button', { name: 'Invite willing donors nearby (3)' }));
    expect(await screen.findByText('3 donors were invited.')).toBeInTheDocument();
    expect(invites).toBe(1);
    await waitFor(() => expect(sent.gets).toBeGreaterThan(before));
  });

  it('disables inviting nearby donors when none are left, and says why', async () => {
    renderBridge(view({ nearby_willing: 0 }));
    const button = await screen.findByRole('button', { name: 'Invite willing donors nearby (0)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/No compatible donors nearby/);
  });

  it('reads the bridge again when a bridge_update notice arrives live', async () => {
    const live = openLiveStream();
    const { sent } = renderBridge(view(), { live });
    await screen.findByTestId('bridge-capacity');
    const before = sent.gets;
    live.emit({ kind: 'bridge_update' } as Notification);
    await waitFor(() => expect(sent.gets).toBeGreaterThan(before));
  });
});

describe('bridge page in Hindi and Marathi', () => {
  it('shows the page, the capacity and the states in Hindi', async () => {
    await setLanguage('hi', { unsaved: false });
    await loadMoreMessages();
    renderBridge(view(), { language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लड ब्रिज' })).toBeInTheDocument();
    expect(await screen.findByTestId('bridge-capacity')).toHaveTextContent('8 में से 7 रक्तदाता — पूरे साल के लिए 1 और चाहिए');
    expect(screen.getByText('पुष्टि हुई')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'यह तारीख़ बदलें' })).toHaveLength(4);
  });

  it('shows the plan form in Marathi before a plan', async () => {
    await setLanguage('mr', { unsaved: false });
    await loadMoreMessages();
    renderBridge(null, { language: 'mr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'ब्लड ब्रिज म्हणजे काय?' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^दोन रक्त संक्रमणांमधील दिवस/)).toHaveValue(21);
    expect(screen.getByRole('button', { name: 'योजना जतन करा' })).toBeInTheDocument();
  });
});
