import { describe, expect, test } from 'vitest';
import {
  agencyInputSchema,
  agencyRequestSchema,
  agentProfileInputSchema,
  PHONE_MESSAGE,
  updateContactDetailsSchema,
  updateProfileRequestSchema,
} from './index';
import { optionalPhoneSchema, phoneSchema, toE164Phone } from './phone';

describe('the phone rule', () => {
  test.each([
    ['0772 123456', '+256772123456'],
    ['(0772) 123-456', '+256772123456'],
    ['0414 123456', '+256414123456'],
    ['+256 772 123-456', '+256772123456'],
    ['+256772123456', '+256772123456'],
    ['+254 712 345678', '+254712345678'],
    ['  0700 123 456 ', '+256700123456'],
  ])('accepts %j, stored as %s', (typed, stored) => {
    expect(phoneSchema.parse(typed)).toBe(stored);
    expect(toE164Phone(typed)).toBe(stored);
  });

  test.each(['0772', '0700 111', '12', '+256 1', 'call me', '', '0772 123456'.repeat(5)])(
    'refuses %j',
    (typed) => {
      const result = phoneSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE]);
    },
  );

  test('an optional number: empty or null is none, a bad one is still refused', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('   ')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse('0772 123456')).toBe('+256772123456');
    expect(optionalPhoneSchema.safeParse('0772').error?.issues.map((i) => i.message)).toEqual([
      PHONE_MESSAGE,
    ]);
  });
});

describe('every phone field of the contract follows it', () => {
  const local = '0772 123 456';
  const stored = '+256772123456';
  const place = { countryId: '11111111-1111-4111-8111-111111111111' };
  const agency = {
    name: 'Kampala Homes',
    logoUrl: '',
    description: '',
    phone: local,
    email: '',
    whatsappNumbers: [local],
    addressLine: '',
    location: place,
  };

  test('profile, agency (admin form and request), agent profile and contact details', () => {
    expect(
      updateProfileRequestSchema.parse({ name: 'Sarah', phone: local, country: '', region: '' })
        .phone,
    ).toBe(stored);
    const request = agencyRequestSchema.parse(agency);
    expect([request.phone, ...request.whatsappNumbers]).toEqual([stored, stored]);
    expect(agencyInputSchema.parse({ ...agency, slug: '', verified: false }).phone).toBe(stored);
    const agent = agentProfileInputSchema.parse({
      photoUrl: '',
      bio: '',
      languages: [],
      areasServed: [],
      phone: local,
      whatsapp: local,
    });
    expect([agent.phone, agent.whatsapp]).toEqual([stored, stored]);
    const contact = updateContactDetailsSchema.parse({
      companyName: 'AfriNest',
      addressLines: ['Plot 1'],
      city: 'Kampala',
      country: 'Uganda',
      phone: local,
      whatsapp: '',
      email: 'hello@afrinest.test',
      latitude: 0.33,
      longitude: 32.59,
    });
    expect([contact.phone, contact.whatsapp]).toEqual([stored, '']);
  });

  test('and refuses a number that is too short with the same message everywhere', () => {
    const messages = [
      updateProfileRequestSchema.safeParse({
        name: 'Sarah',
        phone: '0772',
        country: '',
        region: '',
      }),
      agencyRequestSchema.safeParse({ ...agency, phone: '0772' }),
      agencyRequestSchema.safeParse({ ...agency, whatsappNumbers: ['0772'] }),
    ].map((r) => r.error?.issues[0]?.message);
    expect(messages).toEqual([PHONE_MESSAGE, PHONE_MESSAGE, PHONE_MESSAGE]);
  });
});
