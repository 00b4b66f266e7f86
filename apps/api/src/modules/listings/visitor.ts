import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who is viewing, for counting a view once a day: the account when signed in, else the
 * browser's own id (`x-visitor-id`, a UUID the web app keeps), else a hash of IP and browser.
 * Only hashes and ids are stored, never the IP itself.
 */
export function visitorOf(request: FastifyRequest): string {
  if (request.user) return `u:${request.user.id}`;
  const header = request.headers['x-visitor-id'];
  if (typeof header === 'string' && UUID.test(header)) return `v:${header.toLowerCase()}`;
  const ua = request.headers['user-agent'] ?? '';
  return `h:${createHash('sha256').update(`${request.ip}|${ua}`).digest('hex').slice(0, 32)}`;
}
