import { useEffect, useState } from 'react';
import { countUpValue } from './count-up.ts';

export interface CountUpTiming {
  /** ms before the first step */
  delayMs: number;
  /** ms between steps */
  tickMs: number;
  steps: number;
}

/**
 * Counts every target up from 0 together. With `skipAnimation` (reduced motion) the targets show at once.
 */
export function useCountUp<TKey extends string>(
  targets: Readonly<Record<TKey, number>>,
  { delayMs, tickMs, steps }: CountUpTiming,
  skipAnimation: boolean,
): Record<TKey, number> {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (skipAnimation) return;
    let current = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => {
        current += 1;
        setStep(current);
        if (current >= steps) clearInterval(interval);
      }, tickMs);
    }, delayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [skipAnimation, delayMs, tickMs, steps]);

  const effectiveStep = skipAnimation ? steps : step;
  const values = {} as Record<TKey, number>;
  for (const key of Object.keys(targets) as TKey[]) values[key] = countUpValue(targets[key], effectiveStep, steps);
  return values;
}
