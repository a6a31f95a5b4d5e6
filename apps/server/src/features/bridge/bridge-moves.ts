import { BRIDGE, addDaysIso, daysBetweenIso, transfusionDates, type DateMove, type PlanSeries } from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';

/*
 * Moving transfusion dates (POST /api/bridge/dates/move, docs/product.md "Blood Bridge"). A plan is a series
 * (next_date + every interval_days) plus one-off moves keyed by the series date they move. Pure: the service
 * writes what this decides.
 */

export const MOVE_SAYS = {
  notADate: 'That date is not one of your upcoming transfusion dates.',
  sameDate: 'That is the date it already has. Choose a different date.',
  toPast: 'The new date cannot be in the past.',
  toFar: `The new date must be within ${BRIDGE.nextDateMaxDaysAhead} days.`,
  toTaken: 'Another transfusion is already planned on that date.',
  allToPast: 'Moving every date by that much would put the first one in the past.',
} as const;

export type MoveChange =
  { scope: 'one'; original_date: string } | { scope: 'all'; next_date: string; moves: DateMove[] };

const fieldError = (field: 'date' | 'to', message: string) => AppError.badRequest(message, [{ field, message }]);

/**
 * What moving `date` to `to` changes. 'one': a move of that date's series date. 'all': every date moves by the
 * same number of days (the series and each one-off move with it), so `date` lands on `to` and the calendar keeps
 * its shape; a date moved on its own still says which date of the series it was.
 */
export function shiftSeries(
  plan: PlanSeries,
  moves: readonly DateMove[],
  input: { date: string; to: string; scope: 'one' | 'all' },
  today: string,
): MoveChange {
  const upcoming = transfusionDates(plan, moves, today);
  const entry = upcoming.find((d) => d.transfusion_date === input.date);
  if (!entry) throw fieldError('date', MOVE_SAYS.notADate);
  // Moving a date onto itself changes nothing: said, rather than answered "moved" (and counted as a change).
  if (input.to === input.date) throw fieldError('to', MOVE_SAYS.sameDate);
  if (input.to < today) throw fieldError('to', MOVE_SAYS.toPast);
  if (input.to > addDaysIso(today, BRIDGE.nextDateMaxDaysAhead)) throw fieldError('to', MOVE_SAYS.toFar);
  // Moving all, the other dates move too: only a date moved on its own can land on another.
  if (input.scope === 'one' && upcoming.some((d) => d !== entry && d.transfusion_date === input.to)) {
    throw fieldError('to', MOVE_SAYS.toTaken);
  }
  const change = changeOf(plan, moves, entry, input.to, input.scope);
  const shift = daysBetweenIso(entry.transfusion_date, input.to);
  const first = upcoming[0];
  if (input.scope === 'all' && first && addDaysIso(first.transfusion_date, shift) < today) {
    throw fieldError('to', MOVE_SAYS.allToPast);
  }
  // Also dates not shown yet: a move past a later series date, or a series shifted onto a date moved before.
  const after =
    change.scope === 'one'
      ? {
          series: plan,
          moves: [
            ...moves.filter((m) => m.original_date !== entry.original_date),
            { original_date: entry.original_date, moved_to: input.to },
          ],
        }
      : { series: { ...plan, next_date: change.next_date }, moves: change.moves };
  const ahead = Math.ceil(BRIDGE.nextDateMaxDaysAhead / plan.interval_days) + BRIDGE.plannedDates + 1;
  const dates = transfusionDates(after.series, after.moves, today, ahead).map((d) => d.transfusion_date);
  if (new Set(dates).size !== dates.length) throw fieldError('to', MOVE_SAYS.toTaken);
  return change;
}

/** The move itself, before the check for two transfusions on one day. */
function changeOf(
  plan: PlanSeries,
  moves: readonly DateMove[],
  entry: { original_date: string; transfusion_date: string },
  to: string,
  scope: 'one' | 'all',
): MoveChange {
  if (scope === 'one') return { scope: 'one', original_date: entry.original_date };
  const shift = daysBetweenIso(entry.transfusion_date, to);
  return {
    scope: 'all',
    next_date: addDaysIso(plan.next_date, shift),
    moves: moves.map((m) => ({
      original_date: addDaysIso(m.original_date, shift),
      moved_to: addDaysIso(m.moved_to, shift),
    })),
  };
}
