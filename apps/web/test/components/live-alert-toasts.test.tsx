import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LiveAlertToasts } from '../../src/components/live/live-alert-toasts.tsx';
import type { LiveAlert } from '../../src/lib/live/live-updates.ts';

const alert = (id: string, title: string, urgent = false): LiveAlert => ({
  id,
  title,
  message: `${title}, in words`,
  href: urgent ? `/app/requests/${id}` : null,
  urgent,
});

const show = (alerts: LiveAlert[]) =>
  render(
    <MemoryRouter>
      <LiveAlertToasts alerts={alerts} onDismiss={vi.fn()} />
    </MemoryRouter>,
  );

describe('live alert pop-ups on a phone', () => {
  it('show one, the SOS before any thank-you, and say how many more are in the bell', () => {
    show([alert('a', 'SOS: B+ blood needed', true), alert('b', 'Request fulfilled'), alert('c', 'Thank you')]);
    const cards = screen.getAllByTestId('live-alert');
    // Visually hidden below the phone breakpoint, still in the live region for a screen reader.
    expect(cards.map((card) => card.className.includes('max-sm:sr-only'))).toEqual([false, true, true]);
    expect(within(cards[0]!).getByText('SOS: B+ blood needed')).toBeInTheDocument();
    expect(screen.getByTestId('live-alert-more')).toHaveTextContent('2 more notices in the bell.');
  });

  it('show the newest when none is urgent, and no count for a single one', () => {
    const { unmount } = show([alert('a', 'Request fulfilled'), alert('b', 'Thank you')]);
    expect(screen.getAllByTestId('live-alert').map((card) => card.className.includes('max-sm:sr-only'))).toEqual([
      true,
      false,
    ]);
    expect(screen.getByTestId('live-alert-more')).toHaveTextContent('1 more notice in the bell.');
    unmount();
    show([alert('a', 'Request fulfilled')]);
    expect(screen.getByTestId('live-alert').className).not.toContain('max-sm:sr-only');
    expect(screen.queryByTestId('live-alert-more')).not.toBeInTheDocument();
  });
});
