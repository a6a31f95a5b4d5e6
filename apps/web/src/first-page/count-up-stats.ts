import { LANDING_COUNT_DELAY_MS, LANDING_COUNT_STEPS, LANDING_COUNT_TICK_MS } from '@raktsetu/shared';
import { countUpValue } from '../features/landing/hooks/count-up.ts';

/**
 * The landing page's figures count up from 0 as in the app (features/landing/hooks/use-count-up.ts): the same
 * timing and steps, the same rounding (countUpValue), formatted in the page's locale; at once for a person who
 * asked for less motion. Each figure says its target (data-count-to, drawn by StatsSection).
 */
export function countUpStats(locale: string): void {
  const figures = [...document.querySelectorAll<HTMLElement>('[data-count-to]')];
  if (figures.length === 0) return;
  const format = new Intl.NumberFormat(locale);
  const show = (step: number) => {
    for (const figure of figures) {
      figure.textContent = format.format(countUpValue(Number(figure.dataset.countTo), step, LANDING_COUNT_STEPS));
    }
  };
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    show(LANDING_COUNT_STEPS);
    return;
  }
  let step = 0;
  setTimeout(() => {
    const interval = setInterval(() => {
      step += 1;
      show(step);
      if (step >= LANDING_COUNT_STEPS) clearInterval(interval);
    }, LANDING_COUNT_TICK_MS);
  }, LANDING_COUNT_DELAY_MS);
}
