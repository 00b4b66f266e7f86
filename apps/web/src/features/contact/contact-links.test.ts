import { describe, expect, it } from 'vitest';
import { directionsHref, formatPhone, mailtoHref, telHref, whatsappHref } from './contact-links';

describe('contact links', () => {
  it('dial, chat and mail the given number and address', () => {
    expect(telHref('+256414123456')).toBe('tel:+256414123456');
    expect(whatsappHref('+256772123456', 'Hello AfriNest, ')).toBe(
      'https://wa.me/256772123456?text=Hello%20AfriNest%2C%20',
    );
    expect(mailtoHref('hello@afrinest.test')).toBe('mailto:hello@afrinest.test');
    expect(directionsHref(0.3326, 32.595)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=0.3326,32.595',
    );
  });

  it('groups Ugandan numbers for reading and leaves others as stored', () => {
    expect(formatPhone('+256414123456')).toBe('+256 414 123 456');
    expect(formatPhone('+254712345678')).toBe('+254712345678');
    expect(formatPhone('+2564141234567')).toBe('+2564141234567');
  });
});
