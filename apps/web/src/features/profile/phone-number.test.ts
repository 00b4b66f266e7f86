import { describe, expect, test } from 'vitest';
import { splitE164, toE164 } from '@/features/profile/phone-number';

describe('phone numbers in E.164', () => {
  test('joins the calling code and the number as people write it at home', () => {
    expect(toE164('+256', '0772 123-456')).toBe('+256772123456');
    expect(toE164('254', '712345678')).toBe('+254712345678');
    expect(toE164('+256', '+254712345678')).toBe('+254712345678');
    expect(toE164('+256', '  ')).toBe('');
  });
  test('splits a stored number by the longest matching code', () => {
    expect(splitE164('+256772123456', ['+25', '+256', '+1'])).toEqual({
      callingCode: '+256',
      national: '772123456',
    });
    expect(splitE164('+44700000000', ['+256'])).toEqual({
      callingCode: null,
      national: '+44700000000',
    });
    expect(splitE164(null, ['+256'])).toEqual({ callingCode: null, national: '' });
  });
});
