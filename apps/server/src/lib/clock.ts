/** The time source services use, so tests can move time forward instead of waiting. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
