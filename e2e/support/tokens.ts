import type { BrowserContext, Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../apps/web/src/lib/token-storage.ts';

// The storage keys come from the web app itself, so the journeys seed exactly the keys the app reads.
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Stores a session before the app starts, once per tab: a reload after signing out must not bring it back. On a
 * context it holds for every page that context opens.
 */
export async function storeTokens(target: Page | BrowserContext, tokens: Tokens): Promise<void> {
  await target.addInitScript(
    ({ access, refresh, accessKey, refreshKey }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(accessKey, access);
      localStorage.setItem(refreshKey, refresh);
    },
    {
      access: tokens.accessToken,
      refresh: tokens.refreshToken,
      accessKey: ACCESS_TOKEN_KEY,
      refreshKey: REFRESH_TOKEN_KEY,
    },
  );
}

/** What the page holds in storage now (null where nothing is stored). */
export function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(
    ([accessKey, refreshKey]) => ({
      access: localStorage.getItem(accessKey as string),
      refresh: localStorage.getItem(refreshKey as string),
    }),
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
  );
}
