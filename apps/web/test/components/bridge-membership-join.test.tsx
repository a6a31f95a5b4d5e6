import { ERROR_CODES, type BridgeInvitePreview, type Profile } from '@raktsetu/shared';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { JoinBridgePage } from '../../src/features/bridge-membership/components/join-bridge-page.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const CODE = 'Abc123xyz';

function preview(changes: Partial<BridgeInvitePreview> = {}): BridgeInvitePreview {
  return {
    patient_first_name: 'Meera',
    blood_group: 'B+',
    hospital_city: 'Pune',
    interval_days: 21,
    units_per_transfusion: 2,
    can_give: true,
    already_member: false,
    ...changes,
  };
}

/** The join page opened from the invitation link by `profile`; returns how many joins were sent. */
function renderJoin(profile: Profile, answer: BridgeInvitePreview | 'missing') {
  const sent = { joins: 0 };
  server.use(
    http.get(api(`/bridge/invites/${CODE}`), () =>
      answer === 'missing'
        ? failure(404, ERROR_CODES.NOT_FOUND, 'This invitation link is not valid any more')
        : HttpResponse.json(success(answer)),
    ),
    http.post(api(`/bridge/invites/${CODE}/join`), () => {
      sent.joins += 1;
      return HttpResponse.json(success({ plan_id: 'plan-1' }));
    }),
  );
  signIn(profile);
  const element = (
    <ProtectedRoute>
      <JoinBridgePage />
    </ProtectedRoute>
  );
  return { ...renderPage([{ path: '/app/bridge/join/:code', element }], `/app/bridge/join/${CODE}`), sent };
}

describe('joining a Blood Bridge from an invitation link', () => {
  it('shows only the first name, group, city and rhythm, says what joining means, and a donor joins', async () => {
    const { user, sent } = renderJoin(donorProfile(), preview());
    expect(await screen.findByRole('heading', { name: 'Join Meera’s Blood Bridge' })).toBeInTheDocument();
    const summary = screen.getByTestId('invite-summary');
    expect(summary).toHaveTextContent('B+');
    expect(summary).toHaveTextContent('Pune');
    expect(summary).toHaveTextContent('Every 21 days, 2 unit(s) each time');
    expect(screen.getByText(/only after you confirm a date/)).toBeInTheDocument();
    expect(screen.getByText(/at most every 90 days \(men\) or 120 days \(women\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the bridge' }));
    expect(await screen.findByTestId('join-done')).toHaveTextContent('You are in Meera’s bridge');
    expect(screen.getByRole('link', { name: 'See my bridges' })).toHaveAttribute('href', '/app/bridges');
    expect(sent.joins).toBe(1);
  });

  it('a member is told they are in already, with the link to their bridges and no Join', async () => {
    renderJoin(donorProfile(), preview({ already_member: true }));
    expect(await screen.findByTestId('join-done')).toHaveTextContent('You are already a member of this bridge.');
    expect(screen.getByRole('link', { name: 'See my bridges' })).toHaveAttribute('href', '/app/bridges');
    expect(screen.queryByRole('button', { name: 'Join the bridge' })).not.toBeInTheDocument();
  });

  it('a patient learns only donors can join and that the link can be shared', async () => {
    renderJoin(patientProfile(), preview({ can_give: false }));
    expect(await screen.findByTestId('join-not-donor')).toHaveTextContent('Only donors can join a Blood Bridge');
    expect(screen.queryByRole('button', { name: 'Join the bridge' })).not.toBeInTheDocument();
  });

  it('a donor whose group does not match is told kindly, without a Join button', async () => {
    renderJoin(donorProfile(), preview({ can_give: false }));
    expect(await screen.findByTestId('join-cannot-give')).toHaveTextContent(
      'Your blood group cannot be given to Meera',
    );
    expect(screen.queryByRole('button', { name: 'Join the bridge' })).not.toBeInTheDocument();
  });

  it('a bad or replaced link shows the server’s message and a way home', async () => {
    renderJoin(donorProfile(), 'missing');
    expect(await screen.findByTestId('join-error')).toHaveTextContent('This invitation link is not valid any more');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });

  it('a refused join shows the server’s message and nothing is claimed', async () => {
    const { user } = renderJoin(donorProfile(), preview());
    server.use(
      http.post(api(`/bridge/invites/${CODE}/join`), () =>
        failure(409, ERROR_CODES.CONFLICT, 'This bridge has all the donors it can plan for'),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Join the bridge' }));
    expect(await screen.findByTestId('join-failed')).toHaveTextContent(
      'This bridge has all the donors it can plan for',
    );
    expect(screen.queryByTestId('join-done')).not.toBeInTheDocument();
  });

  it('a guest is sent to sign in and brought back to the invitation', async () => {
    const element = (
      <ProtectedRoute>
        <JoinBridgePage />
      </ProtectedRoute>
    );
    renderPage([{ path: '/app/bridge/join/:code', element }], `/app/bridge/join/${CODE}`);
    const elsewhere = await screen.findByTestId('elsewhere');
    expect(elsewhere).toHaveAttribute('data-path', '/login');
    expect(elsewhere.getAttribute('data-state')).toContain(`/app/bridge/join/${CODE}`);
  });
});
