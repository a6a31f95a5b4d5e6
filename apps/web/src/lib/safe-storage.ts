/**
 * The browser's localStorage, for what the app keeps on the device (tokens, language, the offline card). It may be
 * missing (tests, some embedded browsers) or throw (storage disabled, full): every use treats that as empty, and a
 * write that fails only means the value lasts for this visit.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value (null removes it); false when the browser refused. */
export function writeStored(key: string, value: string | null): boolean {
  try {
    if (value === null) browserStorage()?.removeItem(key);
    else browserStorage()?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
