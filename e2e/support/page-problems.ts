import type { Page } from '@playwright/test';

/**
 * Collects a page's script errors and console errors, for the test to assert there were none. The browser also
 * logs every HTTP error status as "Failed to load resource"; where those are answers the test asserts on (a 401
 * for a wrong password, say), `ignoreHttpErrors` leaves them out.
 */
export function watchPageProblems(page: Page, options: { ignoreHttpErrors: boolean }): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (options.ignoreHttpErrors && message.text().startsWith('Failed to load resource')) return;
    problems.push(`console: ${message.text()}`);
  });
  return problems;
}
