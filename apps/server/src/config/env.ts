import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { repoRoot } from '../lib/paths.ts';
import {
  defaultVapidSubject,
  localVapidKeys,
  vapidPrivateKeyField,
  vapidPublicKeyField,
  vapidSubjectField,
  type VapidConfig,
} from './vapid.ts';

/** Treat `VAR=` like an unset variable, so an empty line in a shell or CI file means "use the default". */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Unset: only this machine outside production (the development mailbox must not face a network), all interfaces in production. */
  HOST: optionalString,
  APP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('./data')),
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('RaktSetu <no-reply@raktsetu.local>')),
  LLM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** How long CareBot waits for the model before answering from its own knowledge base (ms). */
  LLM_TIMEOUT_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(100).max(300_000).default(20_000),
  ),
  /** Web push (docs/decisions/0026-web-push.md): generated into DATA_DIR when unset outside production. */
  VAPID_PUBLIC_KEY: z.preprocess((v) => (v === '' ? undefined : v), vapidPublicKeyField.optional()),
  VAPID_PRIVATE_KEY: z.preprocess((v) => (v === '' ? undefined : v), vapidPrivateKeyField.optional()),
  VAPID_SUBJECT: z.preprocess((v) => (v === '' ? undefined : v), vapidSubjectField.optional()),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Comma-separated origins allowed to call the API from another site; unset keeps CORS closed. */
  CORS_ORIGINS: optionalString,
  /**
   * Set when a reverse proxy sits in front, so client IPs (rate limits, logs) come from X-Forwarded-For: the number
   * of proxy hops (1 for one nginx), or the proxies' addresses/CIDRs comma-separated. `true` trusts every hop and so
   * the left-most address, which the client itself can write unless the proxy overwrites the header.
   */
  TRUST_PROXY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .default('false')
      .refine((v) => /^(true|false|\d{1,2})$/.test(v) || v.split(',').every((a) => isProxyAddress(a.trim())), {
        message: 'Use false, true, a number of proxy hops (e.g. 1) or comma-separated proxy addresses or CIDRs',
      }),
  ),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: RawEnv['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  /** The web push key pair and contact (VAPID). */
  vapid: VapidConfig;
  logLevel: RawEnv['LOG_LEVEL'];
  corsOrigins: string[];
  /** Fastify's trustProxy: false, true, a hop count (as the trust function), or a comma-separated list of proxies. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once. Every bad key is reported together, so an operator fixes them in one go.
 * A relative DATA_DIR is taken from the directory the command was started in (npm's INIT_CWD), not from
 * the workspace folder npm switches into.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (isProduction && !e.APP_URL) problems.push('APP_URL: required in production (used in e-mail links)');
  if (isProduction && !e.SMTP_URL)
    problems.push('SMTP_URL: required in production (account e-mails must reach people)');
  const vapidSubject = e.VAPID_SUBJECT ?? defaultVapidSubject(e.MAIL_FROM, e.APP_URL);
  problems.push(...missingVapid(e, isProduction));
  if (problems.length > 0) throw new ConfigError(problems);

  const base = env.INIT_CWD ?? repoRoot;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(base, e.DATA_DIR);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : localVapidKeys(dataDir)),
      // Outside production with neither MAIL_FROM nor an https APP_URL usable: a contact that names this install.
      subject: vapidSubject ?? 'mailto:no-reply@raktsetu.local',
    },
    logLevel: e.LOG_LEVEL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/**
 * In production the push identity is the operator's, stated: a generated key pair would change with a new DATA_DIR
 * (orphaning every browser's subscription), and the contact is who push services write to.
 */
function missingVapid(e: RawEnv, isProduction: boolean): string[] {
  const missing: string[] = [];
  if (!isProduction) {
    // One half of a key pair alone is a mistake, not a wish for generated keys.
    if (e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) missing.push('VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY');
    if (e.VAPID_PRIVATE_KEY && !e.VAPID_PUBLIC_KEY) missing.push('VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY');
    return missing;
  }
  if (!e.VAPID_PUBLIC_KEY) missing.push('VAPID_PUBLIC_KEY: required in production (web push; see README)');
  if (!e.VAPID_PRIVATE_KEY) missing.push('VAPID_PRIVATE_KEY: required in production (web push; see README)');
  if (!e.VAPID_SUBJECT)
    missing.push('VAPID_SUBJECT: required in production (a mailto: address or https:// URL for push services)');
  return missing;
}

/** Outside production an unset JWT_SECRET is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function isProxyAddress(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (!/^\d+$/.test(value)) return value;
  // n hops: the n nearest addresses are our proxies; the one before them is the client.
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}
