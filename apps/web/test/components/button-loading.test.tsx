import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/ui/button.tsx';

/** A form whose Save button loads after the first submit, as a form does while its call runs. */
function SaveForm({ onSave }: { onSave: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
        setSaving(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" loading={saving} loadingText="Saving...">
        Save
      </Button>
    </form>
  );
}

describe('Button while loading', () => {
  it('keeps the keyboard focus, says it is busy and unavailable, and sends nothing twice', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SaveForm onSave={onSave} />);
    await user.tab();
    await user.tab();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Saving...' });
    // A disabled button would hand the focus to the page: the person pressing Save would lose their place.
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('a disabled button stays disabled, loading or not', () => {
    const onClick = vi.fn();
    render(
      <Button disabled loading onClick={onClick}>
        Send
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
