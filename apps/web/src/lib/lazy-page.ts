import { lazy, type ComponentType } from 'react';
import { loadMoreMessages } from '../i18n/index.ts';

/** A page's code that has not arrived after 2 minutes counts as failed (the error screen shows). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * React.lazy for a named export, with a load timeout so a stalled connection ends in the error screen, not a spinner
 * forever. The page's texts beyond the first pages' (i18n/index.ts) load alongside unless `firstPageTexts` says the
 * page needs only those (sign-in).
 */
export function lazyPage<TModule, TKey extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TKey,
  { firstPageTexts = false }: { firstPageTexts?: boolean } = {},
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Page code did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      const [module] = await Promise.race([
        Promise.all([load(), firstPageTexts ? undefined : loadMoreMessages()]),
        timeout,
      ]);
      return { default: module[name] as ComponentType };
    } finally {
      clearTimeout(timer);
    }
  });
}
