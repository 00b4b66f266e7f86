/** Digits of a calling code, whether stored as "+256" or "256". */
export const codeDigits = (callingCode: string) => callingCode.replace(/\D/g, '');

/**
 * Joins the picked calling code and the number as typed into E.164: the trunk 0 people write
 * at home ("0772 123456") is dropped, grouping spaces and dashes too. Empty stays empty.
 */
export function toE164(callingCode: string, national: string): string {
  const digits = national.replace(/[\s()-]/g, '');
  if (digits === '') return '';
  if (digits.startsWith('+')) return digits;
  return `+${codeDigits(callingCode)}${digits.replace(/^0+/, '')}`;
}

/** Splits a stored E.164 number by the longest calling code that matches it. */
export function splitE164(
  phone: string | null,
  callingCodes: string[],
): { callingCode: string | null; national: string } {
  if (!phone) return { callingCode: null, national: '' };
  const match = callingCodes
    .filter((code) => codeDigits(code) !== '' && phone.startsWith(`+${codeDigits(code)}`))
    .sort((a, b) => codeDigits(b).length - codeDigits(a).length)[0];
  return match
    ? { callingCode: match, national: phone.slice(codeDigits(match).length + 1) }
    : { callingCode: null, national: phone };
}
