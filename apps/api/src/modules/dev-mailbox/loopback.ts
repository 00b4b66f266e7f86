import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a request came from this machine itself: its socket's address (never X-Forwarded-For,
 * which any client writes) is a loopback one, and no proxy forwarded it (a reverse proxy on the
 * same machine also connects from loopback, on behalf of anyone).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/i, '');
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
