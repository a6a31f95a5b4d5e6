import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReachCard } from '../../src/features/requests/components/reach-card.tsx';

const reach = {
  donors_alerted: 12,
  donors_seen: 5,
  accepted: 1,
  declined: 2,
  search_radius_km: 15,
  next_widen_at: '2026-11-27T10:05:00.000Z',
  first_wave_done: true,
};
const show = (status: 'Open' | 'In Progress' | 'Fulfilled') =>
  render(<ReachCard request={{ status, reach }} timeAgo={() => 'in 5 minutes'} />);

describe('the search reach card', () => {
  it('says an open request is still searching, and when it widens', () => {
    show('Open');
    expect(screen.getByTestId('reach-radius')).toHaveTextContent('Searching compatible donors within 15 km.');
    expect(screen.getByTestId('reach-widen')).toHaveTextContent('If nobody accepts, the search widens in 5 minutes.');
  });

  it('says the search no longer widens once a donor accepted, instead of "Searching"', () => {
    show('In Progress');
    expect(screen.getByTestId('reach-radius')).toHaveTextContent(
      'A donor accepted, so the search no longer widens. It reached donors within 15 km.',
    );
    expect(screen.queryByTestId('reach-widen')).not.toBeInTheDocument();
  });

  it('says how far a closed request reached', () => {
    show('Fulfilled');
    expect(screen.getByTestId('reach-radius')).toHaveTextContent('The search reached donors within 15 km.');
    expect(screen.queryByTestId('reach-widen')).not.toBeInTheDocument();
  });
});
