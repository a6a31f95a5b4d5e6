import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../src/components/ui/dialog.tsx';
import { Switch } from '../../src/components/ui/switch.tsx';
import { Tabs } from '../../src/components/ui/tabs.tsx';
import { useToast } from '../../src/lib/toast-context.ts';
import { ToastProvider } from '../../src/components/ui/toast.tsx';

describe('Dialog', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <button type="button">Behind</button>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Cancel this request?"
          description="It cannot be undone."
        >
          <button type="button">First</button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </Dialog>
      </>
    );
  }

  it('is a named, described modal that keeps focus inside and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    // The page behind is hidden from screen readers while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a form on its first field, not on Close', async () => {
    function FormOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Move date
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Move this date">
            <input type="hidden" name="plan" value="p1" />
            <label>
              New date <input type="date" />
            </label>
            <button type="submit">Move</button>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<FormOpener />);
    await user.click(screen.getByRole('button', { name: 'Move date' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('New date')).toHaveFocus();
  });
});

describe('Tabs', () => {
  function Example() {
    const [value, setValue] = useState<'open' | 'mine' | 'closed'>('open');
    return (
      <Tabs
        label="Requests"
        value={value}
        onValueChange={setValue}
        items={[
          { value: 'open', label: 'Open', content: <p>Open requests</p> },
          { value: 'mine', label: 'Mine', content: <p>My requests</p> },
          { value: 'closed', label: 'Closed', content: <p>Closed requests</p> },
        ]}
      />
    );
  }

  it('has one tab stop; arrows, Home and End move and select, and the panel follows', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const list = screen.getByRole('tablist', { name: 'Requests' });
    const [open, mine, closed] = within(list).getAllByRole('tab');
    expect(open).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Open' })).toHaveTextContent('Open requests');

    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(mine).toHaveFocus();
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mine' })).toHaveTextContent('My requests');

    await user.keyboard('{End}');
    expect(closed).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(open).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(closed).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(open).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('Switch', () => {
  function Example() {
    const [on, setOn] = useState(true);
    return (
      <Switch label="Available for SOS alerts" hint="Donors nearby are alerted." checked={on} onCheckedChange={setOn} />
    );
  }

  it('is a labelled switch that Space, a click and its label toggle', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const toggle = screen.getByRole('switch', { name: 'Available for SOS alerts' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Donors nearby are alerted.');

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Available for SOS alerts'));
    expect(toggle).not.toBeChecked();
  });
});

describe('Toasts', () => {
  function Trigger() {
    const toast = useToast();
    return (
      <>
        <button type="button" onClick={() => toast.show({ tone: 'success', message: 'Location saved' })}>
          Save
        </button>
        <button type="button" onClick={() => toast.show({ tone: 'error', message: 'Failed to save your location' })}>
          Fail
        </button>
      </>
    );
  }

  it('lists messages in a named region, announces errors assertively and the rest politely', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));

    const region = screen.getByRole('region', { name: 'Messages (F8)' });
    expect(within(region).getByText('Location saved')).toBeInTheDocument();
    expect(within(region).getByText('Failed to save your location')).toBeInTheDocument();

    // Each message is also spoken once through a live region of its own.
    await waitFor(() => {
      const announcements = screen.getAllByRole('status');
      const polite = announcements.find((node) => node.textContent?.includes('Location saved'));
      const assertive = announcements.find((node) => node.textContent?.includes('Failed to save your location'));
      expect(polite).toHaveAttribute('aria-live', 'polite');
      expect(assertive).toHaveAttribute('aria-live', 'assertive');
    });
  });

  it('each message can be dismissed by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: 'Messages (F8)' });
    const dismiss = within(region).getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByText('Location saved')).not.toBeInTheDocument());
  });

  it('shows two confirmations at once, the newest, and never drops an error', async () => {
    function Burst() {
      const toast = useToast();
      const say = (message: string, tone: 'success' | 'error') => () => toast.show({ tone, message });
      return (
        <>
          <button type="button" onClick={say('Could not save', 'error')}>
            Error
          </button>
          {['First', 'Second', 'Third'].map((message) => (
            <button key={message} type="button" onClick={say(message, 'success')}>
              {message}
            </button>
          ))}
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Burst />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Messages (F8)' });
    const shown = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    for (const name of ['First', 'Second', 'Third']) await user.click(screen.getByRole('button', { name }));
    expect(shown()).toEqual(['Second', 'Third']);
    await user.click(screen.getByRole('button', { name: 'Error' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(shown()).toEqual(['Could not save', 'First']);
    await user.click(screen.getByRole('button', { name: 'Error' }));
    await user.click(screen.getByRole('button', { name: 'Error' }));
    expect(shown()).toEqual(['Could not save', 'Could not save', 'Could not save']);
  });
});
