import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A push request as the local push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser's side of a subscription: the P-256 key pair and auth secret a real browser makes (RFC 8291), with
 * an endpoint on the local push service. `decrypt` reads a push as the browser would.
 */
export interface TestDevice {
  endpoint: string;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  decrypt(push: ReceivedPush): unknown;
}

/**
 * The push service of the API tests: a local HTTP server that records every push request and answers 201, or the
 * status set for a device's path (410 when the browser unsubscribed, 500 when the service fails).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusByPath = new Map<string, number>();
  let devices = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusByPath.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    received,
    /** The pushes that reached this device. */
    to: (device: TestDevice) => received.filter((r) => `${origin}${r.path}` === device.endpoint),
    /** Makes this device's push requests answer `status` from now on. */
    answer(device: TestDevice, status: number) {
      statusByPath.set(new URL(device.endpoint).pathname, status);
    },
    newDevice(): TestDevice {
      const ecdh: ECDH = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/device-${++devices}-${randomBytes(6).toString('hex')}`;
      return {
        endpoint,
        json: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt: (push) =>
          JSON.parse(
            ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
          ),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
