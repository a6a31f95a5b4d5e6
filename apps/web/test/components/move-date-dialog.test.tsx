import { addDaysIso, todayIso } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MoveDateDialog } from '../../src/features/bridge/components/move-date-dialog.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

// Seen in Chromium: the Move button is disabled while the answer is awaited, so a refusal left focus on the page's
// body, outside the dialog; the date field takes it back, with its error read out as its description.

const date = addDaysIso(todayIso(), 10);

async function moveTo(to: string) {
  signIn(patientProfile());
  const { user } = renderPage(
    [{ path: '/app/bridge', element: <MoveDateDialog target={{ date, scope: 'one' }} onClose={() => undefined} /> }],
    '/app/bridge',
  );
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByLabelText(/^New date/);
  await user.clear(input);
  if (to) await user.type(input, to);
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  return { dialog, input };
}

describe('the move-date dialog after a refusal', () => {
  it("puts focus back on the date, which the server's reason describes", async () => {
    server.use(
      http.post(api('/bridge/dates/move'), async () => {
        await delay(30);
        return failure(400, 'VALIDATION_FAILED', 'The new date must be within 180 days.', [
          { field: 'to', message: 'The new date must be within 180 days.' },
        ]);
      }),
    );
    const { dialog, input } = await moveTo(addDaysIso(todayIso(), 400));

    expect(await within(dialog).findByText('The new date must be within 180 days.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('The new date must be within 180 days.');
  });

  it('puts focus on the date when it is left empty, and sends nothing', async () => {
    const { dialog, input } = await moveTo('');

    expect(await within(dialog).findByText('Enter the new date')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });
});
