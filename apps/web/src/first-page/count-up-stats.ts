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
  holdSizes(figures, () => show(LANDING_COUNT_STEPS));
  show(0);
  let step = 0;
  setTimeout(() => {
    const interval = setInterval(() => {
      step += 1;
      show(step);
      if (step >= LANDING_COUNT_STEPS) clearInterval(interval);
    }, LANDING_COUNT_TICK_MS);
  }, LANDING_COUNT_DELAY_MS);
}

/**
 * Each figure keeps the size of its final value, centred, and contains its own layout: a step then lays out only
 * the figure, not the whole page a hundred times (which a phone pays for as blocked time). Nothing moves on screen:
 * the figures are centred in their column either way.
 */
function holdSizes(figures: HTMLElement[], showFinal: () => void): void {
  showFinal();
  const sizes = figures.map((figure) => figure.getBoundingClientRect());
  figures.forEach((figure, index) => {
    const size = sizes[index];
    if (!size || size.width === 0) return;
    Object.assign(figure.style, {
      display: 'inline-block',
      width: `${Math.ceil(size.width)}px`,
      height: `${Math.ceil(size.height)}px`,
      textAlign: 'center',
      contain: 'strict',
    });
  });
}
