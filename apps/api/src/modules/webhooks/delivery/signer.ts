import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes, as the libraries take it. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The last characters of a secret, to tell secrets apart in the list. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

/**
 * The Standard Webhooks headers of one attempt. Every secret given signs: during a rotation the
 * header carries both signatures, space separated, so a receiver with either one verifies.
 */
export function signedHeaders(
  eventId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  const signature = secrets.map((s) => new Webhook(s).sign(eventId, at, body)).join(' ');
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
    'content-type': 'application/json',
    'user-agent': 'AfriNest-Webhooks/1',
  };
}
