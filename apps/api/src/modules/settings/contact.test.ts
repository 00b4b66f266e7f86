import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';

const details = {
  companyName: 'AfriNest Ltd',
  addressLines: ['Plot 14 Kololo Hill Drive', ''],
  city: 'Kampala',
  country: 'Uganda',
  phone: '+256 414 123 456',
  whatsapp: '',
  email: 'hello@afrinest.test',
  openingHours: ' Mon–Fri 8:30–17:30 ',
  latitude: 0.3326,
  longitude: 32.595,
};

describe('contact details', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const read = () => ctx.app.inject({ method: 'GET', url: '/api/content/contact' });
  const put = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      headers,
      payload: payload as object,
    });

  it('answers 404 in the standard error shape until they are set', async () => {
    const res = await read();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Contact details have not been set yet.' },
    });
  });

  it('refuses anonymous callers and non-admins', async () => {
    expect((await put({}, details)).statusCode).toBe(401);
    const user = await signInAs(ctx, 'USER');
    const denied = await put(user.auth, details);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');
    expect((await read()).statusCode).toBe(404);
  });

  it('validates each field with a message the form can show', async () => {
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    const bad = await put(admin.auth, {
      ...details,
      phone: '0700 12',
      addressLines: ['  '],
      latitude: 91,
      email: 'hello',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.fields;
    expect(fields.phone).toEqual([PHONE_MESSAGE]);
    expect(fields['addressLines.0']).toEqual(['Enter at least the first line of the address.']);
    expect(fields.latitude).toEqual(['The latitude is between -90 and 90.']);
    expect(fields.email).toBeDefined();
    expect(
      (await put(admin.auth, { ...details, whatsapp: '0772' })).json().error.details.fields
        .whatsapp,
    ).toEqual([PHONE_MESSAGE]);
    expect(
      (await put(admin.auth, { ...details, addressLines: ['1', '2', '3', '4', '5'] })).statusCode,
    ).toBe(400);
    expect((await read()).statusCode).toBe(404);
  });

  it('are set by admins (normalised), read back by everyone, and audited with before and after', async () => {
    const admin = await signInAs(ctx, 'ASSISTANT_ADMIN');
    const ok = await put(admin.auth, details);
    expect(ok.statusCode).toBe(200);
    const saved = {
      companyName: 'AfriNest Ltd',
      addressLines: ['Plot 14 Kololo Hill Drive'],
      city: 'Kampala',
      country: 'Uganda',
      phone: '+256414123456',
      email: 'hello@afrinest.test',
      openingHours: 'Mon–Fri 8:30–17:30',
      latitude: 0.3326,
      longitude: 32.595,
    };
    expect(ok.json()).toEqual(saved);
    const back = await read();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(saved);
    let [entry] = await ctx.app.services.audit.latest(1);
    expect(entry).toMatchObject({
      action: 'settings.contact.update',
      actorId: admin.id,
      entityId: 'contact',
      before: null,
      after: saved,
    });

    const moved = await put(admin.auth, {
      ...details,
      whatsapp: '+256772123456',
      latitude: 0.3136,
    });
    expect(moved.json()).toMatchObject({ whatsapp: '+256772123456', latitude: 0.3136 });
    [entry] = await ctx.app.services.audit.latest(1);
    expect(entry).toMatchObject({
      before: { latitude: 0.3326 },
      after: { latitude: 0.3136, whatsapp: '+256772123456' },
    });
  });

  it('are never overwritten by the seed once an admin has set them', async () => {
    const before = (await read()).json();
    expect(
      await ctx.app.services.settings.seedContact({ ...before, companyName: 'Someone else' }),
    ).toBe(false);
    expect((await read()).json()).toEqual(before);
  });
});
