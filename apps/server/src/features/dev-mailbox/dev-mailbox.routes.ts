import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DevMailboxRepository } from '../../adapters/mail/dev-mailbox.repository.ts';
import { escapeHtml } from '../../adapters/mail/templates.ts';

/**
 * /dev/mailbox: the development mailbox (only registered when mail is not sent over SMTP and not in
 * production). Lists caught messages with clickable links; each message opens in full. Its links sign people
 * in and reset passwords, so only a browser on this machine may read it: a request from another address, or
 * one relayed by a proxy, is told there is nothing here.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ repo: DevMailboxRepository }> = async (app, { repo }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) {
      return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<p>Nothing here.</p>'));
    }
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await repo.list(100);
    const rows = mails
      .map(
        (m) => `<li><a href="/dev/mailbox/${m.mail_id}"><strong>${escapeHtml(m.subject)}</strong></a>
<div class="meta">to ${escapeHtml(m.to_address)} · ${m.created_at.toISOString()}</div>
${linksOf(m.text_body)}</li>`,
      )
      .join('\n');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page('Development mailbox', mails.length ? `<ol>${rows}</ol>` : '<p>No messages yet.</p>'));
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = z.object({ id: z.uuid() }).safeParse(request.params);
    const mail = parsed.success ? await repo.get(parsed.data.id) : undefined;
    if (!mail)
      return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such message.</p>'));
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        page(
          mail.subject,
          `<p class="meta">to ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString()}</p>${linksOf(mail.text_body)}<pre>${escapeHtml(mail.text_body)}</pre><p><a href="/dev/mailbox">← all messages</a></p>`,
        ),
      );
  });
};

/**
 * The socket's own peer, not X-Forwarded-For (which anyone can write); no proxy in between; and a Host that names
 * this machine, so a page elsewhere cannot read the mailbox through a DNS name it points at 127.0.0.1.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const localHost = host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  return loopback && !relayed && localHost;
}

function linksOf(text: string): string {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  return links.length
    ? `<ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>`
    : '';
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · RaktSetu</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}
h1{color:#b91c1c}li{margin:0 0 1rem}.meta{color:#475569;font-size:.9rem}pre{white-space:pre-wrap;background:#f1f5f9;padding:1rem;border-radius:8px}
a{color:#b91c1c;word-break:break-all}</style></head>
<body><h1>${escapeHtml(title)}</h1><p class="meta">Development only: messages the server would have e-mailed.</p>${body}</body></html>`;
}
