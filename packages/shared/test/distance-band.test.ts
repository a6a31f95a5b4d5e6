import { describe, expect, it } from 'vitest';
import { DISTANCE_BAND_LABELS, distanceBand } from '../src/index.ts';

describe('distanceBand: how far a donor is, as a band and never a figure', () => {
  // A band holds its lower bound; only the last one (25–50 km) also holds its upper bound, so a donor exactly
  // 50 km away, whom a 50 km search finds, is not called "over 50 km".
  it.each([
    [0, 'under 5 km'],
    [4.99, 'under 5 km'],
    [5, '5–10 km'],
    [9.999, '5–10 km'],
    [10, '10–25 km'],
    [24.99, '10–25 km'],
    [25, '25–50 km'],
    [49.99, '25–50 km'],
    [50, '25–50 km'],
    [50.01, 'over 50 km'],
    [1200, 'over 50 km'],
  ] as const)('%s km is "%s"', (km, band) => {
    expect(distanceBand(km)).toBe(band);
  });

  it('gives only the labels the API declares, nearest first', () => {
    expect([0, 3, 7, 12, 30, 50, 51, 500].map(distanceBand)).toEqual([
      DISTANCE_BAND_LABELS[0],
      DISTANCE_BAND_LABELS[0],
      DISTANCE_BAND_LABELS[1],
      DISTANCE_BAND_LABELS[2],
      DISTANCE_BAND_LABELS[3],
      DISTANCE_BAND_LABELS[3],
      DISTANCE_BAND_LABELS[4],
      DISTANCE_BAND_LABELS[4],
    ]);
  });
});
