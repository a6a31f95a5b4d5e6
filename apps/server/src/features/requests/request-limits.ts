import { AppError } from '../../lib/app-error.ts';
import type { Limits } from '../../lib/limits.ts';

/**
 * Every request and SOS reaches other people (each SOS alerts every matching donor by app and e-mail), so a
 * patient may hold only a few open SOS and create only so many requests a day. A refusal must never leave a
 * family in an emergency without a next step: it says when they may try again and where else to turn.
 */
export type RequestLimits = Pick<Limits, 'openSosPerPatient' | 'openSosUnverified' | 'requestsPerDay'>;

export const REQUEST_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

const ELSEWHERE =
  'If a life is at risk right now, call 112 or go to the nearest hospital, and find a blood bank with stock in the Blood Banks directory.';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export interface RequestCounts {
  openSos: number;
  recent: number;
  oldestRecent: Date | null;
}

/** Throws RATE_LIMITED when this new request would pass the patient's limits; otherwise returns. */
export function checkRequestLimits(
  limits: RequestLimits,
  counts: RequestCounts,
  request: { isSos: boolean; verified: boolean },
  now: Date,
): void {
  if (counts.recent >= limits.requestsPerDay) {
    const freeAt = new Date((counts.oldestRecent ?? now).getTime() + REQUEST_LIMIT_WINDOW_MS);
    const hours = Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 3_600_000));
    throw AppError.rateLimited(
      `You have created ${counts.recent} requests in the last 24 hours, the most we allow. You can create another from ${indiaTime.format(freeAt)} IST (in about ${hours} hour${hours === 1 ? '' : 's'}). ${ELSEWHERE}`,
    );
  }
  if (!request.isSos) return;
  const allowed = request.verified ? limits.openSosPerPatient : limits.openSosUnverified;
  if (counts.openSos >= allowed) {
    const held =
      counts.openSos === 1 ? 'You already have an open SOS' : `You already have ${counts.openSos} open SOS requests`;
    const verify = request.verified
      ? ''
      : ` Verify your e-mail address to hold up to ${limits.openSosPerPatient} at once.`;
    throw AppError.rateLimited(
      `${held}, and donors are being alerted for ${counts.openSos === 1 ? 'it' : 'them'}. Mark one fulfilled or cancel it to raise another.${verify} ${ELSEWHERE}`,
    );
  }
}
