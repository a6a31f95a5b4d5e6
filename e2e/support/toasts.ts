import type { Locator, Page } from '@playwright/test';

/**
 * The list of short status messages (toasts) as the user sees it. Each message is also spoken once through a
 * hidden live region, so the same words are briefly on the page twice: look for a toast in here.
 */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /^Messages/ });
