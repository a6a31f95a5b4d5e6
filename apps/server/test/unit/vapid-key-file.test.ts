import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localVapidKeys } from '../../src/config/vapid.ts';

/** The generated VAPID private key is readable by the server's user alone, like the JWT secret beside it. */
describe('the VAPID key file in DATA_DIR', () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('is written 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    localVapidKeys(dir);
    expect(modeOf(join(dir, 'vapid-keys.json'))).toBe(0o600);
  });

  it('is 0600 also when it replaces an unreadable file that others could read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const file = join(dir, 'vapid-keys.json');
    writeFileSync(file, 'not json', { mode: 0o644 });
    const keys = localVapidKeys(dir);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(modeOf(file)).toBe(0o600);
  });
});
