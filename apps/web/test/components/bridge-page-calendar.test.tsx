import { ERROR_CODES, addDaysIso } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../src/i18n/index.ts';
import { bridgeDate, renderBridge, slot, today, view } from '../support/bridge-page.tsx';
import { REQUEST_ID } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('bridge page dates and calendar', () => {
  it('shows each date with its donation date, who gives, the backup and the state in words', async () => {
    renderBridge(view());
    const slots = await screen.findAllByTestId('bridge-slot');
    expect(slots).toHaveLength(4);
    expect(within(slots[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(slots[0]!).getByText('Rahul D.')).toBeInTheDocument();
    expect(within(slots[0]!).getByText('Meera K.')).toBeInTheDocument();
    expect(within(slots[0]!).getByRole('link', { name: 'Call Rahul D.' })).toHaveAttribute('href', 'tel:+919820022222');
    expect(within(slots[1]!).getByText('Asked')).toBeInTheDocument();
    expect(within(slots[1]!).queryByRole('link', { name: /Call/ })).toBeNull();
    expect(within(slots[2]!).getByText('Request sent')).toBeInTheDocument();
    expect(within(slots[2]!).getByRole('link', { name: 'See the request' })).toHaveAttribute(
      'href',
      `/app/requests/${REQUEST_ID}`,
    );
    expect(within(slots[3]!).getAllByText('Nobody yet').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText(/^Moved from/)).toBeInTheDocument();
    // The antibodies note is the patient's own: shown on their plan.
    expect(screen.getByText('Anti-E; give Rh and Kell matched')).toBeInTheDocument();
  });

  it('offers Given / Not given only for a confirmed unit whose donation day has come', async () => {
    const past = addDaysIso(today, 1);
    const data = view({
      dates: [
        bridgeDate(past, [slot({ state: 'confirmed' })]),
        bridgeDate(addDaysIso(today, 30), [slot({ state: 'confirmed' })]),
        bridgeDate(addDaysIso(today, 2), [slot({ state: 'asked' })]),
      ],
    });
    const outcomes: unknown[] = [];
    const { user } = renderBridge(data);
    const slots = await screen.findAllByTestId('bridge-slot');
    expect(within(slots[0]!).getByRole('button', { name: 'Given' })).toBeInTheDocument();
    expect(within(slots[1]!).queryByRole('button', { name: 'Given' })).toBeNull();
    expect(within(slots[2]!).queryByRole('button', { name: 'Given' })).toBeNull();
    const slotId = data.dates[0]!.slots[0]!.slot_id;
    server.use(
      http.post(api(`/bridge/slots/${slotId}/outcome`), async ({ request }) => {
        outcomes.push(await request.json());
        return HttpResponse.json(success(view({ dates: [] })));
      }),
    );
    await user.click(within(slots[0]!).getByRole('button', { name: 'Not given' }));
    await waitFor(() => expect(outcomes).toEqual([{ outcome: 'missed' }]));
  });

  it('moves a date and every later one with the dialog', async () => {
    const data = view();
    const moves: unknown[] = [];
    const { user } = renderBridge(data);
    server.use(
      http.post(api('/bridge/dates/move'), async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(success(data));
      }),
    );
    const second = data.dates[1]!.transfusion_date;
    await user.click((await screen.findAllByRole('button', { name: 'Move all dates' }))[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/every other date with it/);
    const input = within(dialog).getByLabelText(/^New date/);
    expect(input).toHaveValue(second);
    await user.clear(input);
    await user.type(input, addDaysIso(second, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves).toEqual([{ date: second, to: addDaysIso(second, 2), scope: 'all' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refused move at the new date', async () => {
    const { user } = renderBridge(view());
    server.use(
      http.post(api('/bridge/dates/move'), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'Validation failed', [
          { field: 'to', message: 'The new date cannot be in the past' },
        ]),
      ),
    );
    await user.click((await screen.findAllByRole('button', { name: 'Move this date' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('The new date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('downloads the calendar with the bearer token, never as a bare link', async () => {
    const { user } = renderBridge(view());
    let authorization: string | null = null;
    server.use(
      http.get(api('/bridge/calendar.ics'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar' },
        });
      }),
    );
    const createUrl = vi.fn(() => 'blob:bridge-calendar');
    // jsdom has no object URLs: stand-ins for this test only.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(authorization).toMatch(/^Bearer /);
    expect(createUrl).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /calendar/ })).toBeNull();
  });
});
