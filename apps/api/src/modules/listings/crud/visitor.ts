import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Anonymous visitors counted per client network, listing and day (issue 39): the visitor id is the
 * browser's own, so without a bound anyone could inflate a count by sending new ones. Generous,
 * since a mobile carrier puts many people behind one address; past it, the network counts once more.
 */
export const ANONYMOUS_VIEWS_PER_CLIENT = 20;

/** Who is viewing, for counting a view once a day. */
export interface Visitor {
  /** The account when signed in, else the client network and the browser's id (or its UA). */
  id: string;
  /** For anonymous visitors, the prefix every id from the same client network starts with. */
  client: string | null;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** An IPv6 client usually holds a whole /64: its first four groups are the client. */
function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase())
    .join(':')}::/64`;
}

/**
 * The account when signed in, else the client network with the browser's own id (`x-visitor-id`,
 * a UUID the web app keeps) or a hash of its user agent. Only hashes and ids are stored, never
 * the IP itself.
 */
export function visitorOf(request: FastifyRequest): Visitor {
  if (request.user) return { id: `u:${request.user.id}`, client: null };
  const client = `a:${hash(networkOf(request.ip))}:`;
  const header = request.headers['x-visitor-id'];
  const own =
    typeof header === 'string' && UUID.test(header)
      ? header.toLowerCase()
      : `h${hash(request.headers['user-agent'] ?? '')}`;
  return { id: `${client}${own}`, client };
}
