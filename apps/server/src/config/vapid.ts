import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** The server's identity towards push services (RFC 8292): a P-256 key pair and a contact. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const base64urlOfBytes = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be URL-safe base64 without "=" (${what})`)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must decode to ${bytes} bytes (${what})`);

/** VAPID_PUBLIC_KEY: an uncompressed P-256 point, 65 bytes; VAPID_PRIVATE_KEY: a P-256 scalar, 32 bytes. */
export const vapidPublicKeyField = base64urlOfBytes(65, 'an uncompressed P-256 public key');
export const vapidPrivateKeyField = base64urlOfBytes(32, 'a P-256 private key');
/** Push services contact the operator through it: a mailto: address or an https: page. */
export const vapidSubjectField = z
  .string()
  .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL');

/**
 * The contact a push service may write to when this server misbehaves: the MAIL_FROM address, else the site's
 * https address. Undefined when neither is usable (production then asks for VAPID_SUBJECT).
 */
export function defaultVapidSubject(mailFrom: string, appUrl: string | undefined): string | undefined {
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom) ? mailFrom : undefined);
  if (address) return `mailto:${address}`;
  if (appUrl?.startsWith('https://')) return appUrl;
  return undefined;
}

/**
 * Outside production unset VAPID keys are generated once and kept in DATA_DIR (like the JWT secret), so the
 * subscriptions browsers made with the public key keep working across restarts: a new key pair would orphan
 * every one of them.
 */
export function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const saved = z
      .object({ publicKey: vapidPublicKeyField, privateKey: vapidPrivateKeyField })
      .safeParse(safeJson(readFileSync(file, 'utf8')));
    if (saved.success) return saved.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600 });
  // `mode` applies only to a new file: one replaced here (unreadable, with wider permissions) is narrowed too.
  chmodSync(file, 0o600);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
