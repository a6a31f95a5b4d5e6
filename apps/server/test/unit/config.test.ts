import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'raktsetu-config-'));
const vapidKeys = webpush.generateVAPIDKeys();
const VAPID = {
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  VAPID_SUBJECT: 'mailto:ops@raktsetu.example',
};

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const dir = tmp();
    const config = loadConfig({ INIT_CWD: dir });
    expect(config).toMatchObject({
      port: 3000,
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: join(dir, 'data'),
      appUrl: 'http://localhost:3000',
      corsOrigins: [],
    });
  });

  it('listens on this machine only outside production unless HOST says otherwise, and on every interface in production', () => {
    expect(loadConfig({ INIT_CWD: tmp() }).host).toBe('127.0.0.1');
    expect(loadConfig({ INIT_CWD: tmp(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = loadConfig({
      INIT_CWD: tmp(),
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough',
      APP_URL: 'https://raktsetu.example',
      SMTP_URL: 'smtp://mail.example:587',
      ...VAPID,
    });
    expect(production.host).toBe('0.0.0.0');
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', INIT_CWD: tmp() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL']));
    }
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', INIT_CWD: tmp() });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('requires a secret, a public URL and a mail server in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', INIT_CWD: tmp() })).toThrow(
      /JWT_SECRET[\s\S]*APP_URL[\s\S]*SMTP_URL[\s\S]*VAPID_PUBLIC_KEY[\s\S]*VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/,
    );
  });

  it('generates the push (VAPID) keys once outside production, keeps them in DATA_DIR, and names a contact', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir, MAIL_FROM: 'RaktSetu <alerts@raktsetu.example>' });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(second.vapid.publicKey).toBe(first.vapid.publicKey);
    expect(second.vapid.privateKey).toBe(first.vapid.privateKey);
    expect(first.vapid.subject).toBe('mailto:alerts@raktsetu.example');
    expect(loadConfig({ DATA_DIR: dir, ...VAPID }).vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@raktsetu.example',
    });
  });

  it('refuses a malformed VAPID key or subject, and half a key pair, naming the key', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ INIT_CWD: tmp(), ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: VAPID.VAPID_PRIVATE_KEY })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY: must decode to 65 bytes/),
    ]);
    expect(problems({ VAPID_SUBJECT: 'http://raktsetu.example' })).toEqual([
      expect.stringMatching(/^VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/),
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toEqual([
      'VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY',
    ]);
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });
  it('trusts the given number of proxy hops, so a client cannot pick its own address behind nginx', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1', INIT_CWD: tmp() });
    const app = Fastify({ trustProxy });
    app.get('/ip', (request) => ({ ip: request.ip }));
    // nginx appends the address it saw to what the client sent: the right-most one is the client.
    const res = await app.inject({
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.9' });
    await app.close();
  });

  it('takes proxy addresses or CIDRs and refuses anything else in TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16', INIT_CWD: tmp() }).trustProxy).toBe(
      '10.0.0.1, 192.168.0.0/16',
    );
    expect(loadConfig({ TRUST_PROXY: 'false', INIT_CWD: tmp() }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please', INIT_CWD: tmp() })).toThrow(/TRUST_PROXY/);
  });
});
