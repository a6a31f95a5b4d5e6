import type { FastifyBaseLogger } from 'fastify';

/*
 * The open requests view's listening connection (docs/decisions/0032-open-requests-view.md): opened, reopened
 * after a loss with a backoff, and asked whether it has proven alive lately. The view answers from memory only
 * while this link is up and alive.
 */

/** A listening connection: `alive` is false once its heartbeat is overdue (absent when it cannot die silently). */
export interface ListenLink {
  close(): Promise<void>;
  alive?: () => boolean;
}

/** How the view hears the database: `onLost` when the connection fails (the view then reconnects). */
export type Listen = (
  channel: string,
  onNotice: (text: string) => void,
  onLost: (err?: unknown) => void,
) => Promise<ListenLink>;

/**
 * The view's own heartbeat (ms), much shorter than the relay's (realtime/relay.repository.ts): a link that died
 * without a word must stop the view answering from memory within about 3 s, not 20.
 */
export const VIEW_HEARTBEAT = { everyMs: 2_000, timeoutMs: 1_000 };

const MAX_BACKOFF_MS = 30_000;

interface LinkOptions {
  listen: Listen;
  log: Pick<FastifyBaseLogger, 'warn'>;
  onNotice: (text: string) => void;
  /** The link is (again) up: the view reads everything. */
  onUp: () => Promise<void>;
  /** The link is down: the view stops answering from memory. */
  onDown: () => void;
}

export function createListenLink(options: LinkOptions) {
  const { log } = options;
  let connection: ListenLink | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let channel = '';

  async function connect() {
    let opened: ListenLink;
    try {
      opened = await options.listen(channel, options.onNotice, lost);
    } catch (err) {
      lost(err);
      return;
    }
    // Stopped while it was opening: nothing may keep it, nor read for it.
    if (stopped) {
      await opened.close();
      return;
    }
    connection = opened;
    failures = 0;
    await options.onUp();
  }
  function lost(err?: unknown) {
    connection = undefined;
    options.onDown();
    if (stopped) return;
    if (err) log.warn({ err }, 'open requests view: listening connection lost, reading the database meanwhile');
    failures += 1;
    timer = setTimeout(() => void connect(), Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(failures, 7)));
    timer.unref();
  }

  return {
    async start(on: string) {
      stopped = false;
      channel = on;
      await connect();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const open = connection;
      connection = undefined;
      await open?.close();
    },
    /** Up, and (when it has a heartbeat) proven alive lately. */
    up: () => connection !== undefined && connection.alive?.() !== false,
  };
}
