import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../../test/helper';
import type { Database } from '../db/client';
import { createMailer } from './mailer';
import { mailOutbox } from './mail.schema';
import { passwordChangedMail, resetPasswordMail, welcomeMail } from './templates';

/** A real SMTP server on 127.0.0.1 (smtp-server), receiving what nodemailer sends. */
describe('mail through SMTP', () => {
  let server: SMTPServer;
  let port: number;
  let database: Database;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    database = await freshDatabase();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });

  it('delivers the mail, keeps it in the outbox and marks it sent', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'AfriNest <no-reply@afrinest.local>',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      resetPasswordMail({
        to: 'nakato@test.afrinest',
        name: 'Nakato',
        url: 'http://localhost:8080/auth-action?mode=resetPassword&token=abc',
        product: 'AfriNest',
      }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@afrinest.local');
    expect(received[0]!.to).toEqual(['nakato@test.afrinest']);
    expect(received[0]!.raw).toContain('Subject: Choose a new password for AfriNest');
    // The body is quoted-printable: undo its soft line breaks and escaped '='.
    const body = received[0]!.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toContain('http://localhost:8080/auth-action?mode=resetPassword&token=abc');
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nakato@test.afrinest'));
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});

describe('mail templates', () => {
  it('name the product, carry the link, and escape what people typed in the HTML twin', () => {
    const welcome = welcomeMail({
      to: 'a@test.afrinest',
      name: '<Ann>',
      url: 'https://afrinest.example',
      product: 'NyumbaNest',
    });
    expect(welcome.subject).toBe('Welcome to NyumbaNest');
    expect(welcome.text).toContain('Hello <Ann>,');
    expect(welcome.html).toContain('Hello &lt;Ann&gt;,');
    expect(welcome.html).toContain('href="https://afrinest.example"');
    const changed = passwordChangedMail({
      to: 'a@test.afrinest',
      name: 'Ann',
      resetUrl: 'https://afrinest.example/forgot-password',
      product: 'NyumbaNest',
      at: new Date('2026-11-21T10:00:00Z'),
    });
    expect(changed.subject).toBe('Your NyumbaNest password was changed');
    expect(changed.text).toContain('Sat, 21 Nov 2026 10:00:00 GMT');
    expect(changed.text).toContain('https://afrinest.example/forgot-password');
  });
});
