import { LANDING_COUNT_STEPS, LANDING_STATS } from '@raktsetu/shared';
import { describe, expect, it } from 'vitest';
import { countUpValue } from '../src/features/landing/hooks/count-up.ts';

describe('countUpValue', () => {
  it.each(Object.entries(LANDING_STATS))('counts %s from 0 to exactly its target, never overshooting', (_, target) => {
    const values = Array.from({ length: LANDING_COUNT_STEPS + 1 }, (_, step) =>
      countUpValue(target, step, LANDING_COUNT_STEPS),
    );
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(target);
    for (let step = 1; step < values.length; step += 1) {
      expect(values[step]).toBeGreaterThanOrEqual(values[step - 1] ?? 0);
      expect(values[step]).toBeLessThanOrEqual(target);
      expect(Number.isInteger(values[step])).toBe(true);
    }
  });

  it('is proportional half way and before the last step', () => {
    expect(countUpValue(1247, 50, 100)).toBe(623);
    expect(countUpValue(1247, 99, 100)).toBe(1234);
    expect(countUpValue(25, 99, 100)).toBe(24);
  });

  it('clamps steps outside the range', () => {
    expect(countUpValue(892, -3, 100)).toBe(0);
    expect(countUpValue(892, 150, 100)).toBe(892);
    expect(countUpValue(892, 0, 0)).toBe(892);
  });
});
