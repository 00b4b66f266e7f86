import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import { createDevMailboxRepository } from './dev-mailbox.repository';
import type { Db } from '../../platform/db/client';
import { isLocalRequest } from './loopback';

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const linkify = (s: string) =>
  escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development mailbox: with no SMTP server configured, every mail the product sends can be
 * read (and its links clicked) here. Registered only when DEV_MAILBOX is on (never by default in
 * production), and then only for requests from this machine: its links reset any account's
 * password. To everyone else it does not exist.
 */
export function devMailboxRoutes(app: App, db: Db) {
  const repo = createDevMailboxRepository(db);
  const config = { access: 'public' as const, bypassWebsiteState: true };
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
  };

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the outbox (development only)',
        querystring: z.object({ to: text().optional() }),
        response: { 200: z.object({ data: z.array(mailSchema) }) },
      },
      config,
      onRequest,
    },
    async (request) => ({
      data: (await repo.latest(50, request.query.to)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
      })),
    }),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, config, onRequest },
    async (_request, reply) => {
      const mails = await repo.latest(50);
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${m.createdAt.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:auto;padding:1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#4b5563;font-size:.9rem}</style></head>
<body><h1>Development mailbox</h1><p>Mails the product sent while no SMTP server is configured, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
    },
  );
}
