import net from 'node:net';

/**
 * A TCP proxy to PostgreSQL that can go silent without closing anything: the half-open link a network partition
 * leaves, which neither side notices on its own.
 */
export async function freezableProxy(target: { host: string; port: number }) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => void (frozen || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (frozen || client.write(chunk)));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => void (frozen = true),
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `settings` with its connection string pointed at the proxy on `port`. */
export function throughProxy<T extends { connectionString?: string }>(settings: T, port: number): T {
  const url = new URL(settings.connectionString!);
  url.host = `127.0.0.1:${port}`;
  return { ...settings, connectionString: url.toString() };
}
