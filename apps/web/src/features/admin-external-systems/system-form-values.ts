import { z } from 'zod';
import {
  API_RATE_LIMIT_DEFAULT,
  externalSystemInputSchema,
  type ExternalSystem,
} from '@afrinest/contract';
import { toDay } from '@/features/admin-external-systems/system-labels';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The key works through the chosen local day; an empty box is "never expires". */
const expiryOf = (day: string): string | null => {
  if (day === '') return null;
  const end = new Date(`${day}T23:59:59.999`);
  // Anything else goes through as typed, for the contract's own "Enter a date."
  return DAY.test(day) && !Number.isNaN(end.getTime()) ? end.toISOString() : day;
};

/**
 * The system form as typed, turned into the contract's externalSystemInputSchema and checked by
 * it (the API's rules and messages, on the same field names, its agency rule included).
 */
export const systemFormSchema = z
  .object({
    name: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    ownerPhone: z.string(),
    scopes: z.array(z.string()),
    agencyId: z.string(),
    expiresOn: z.string(),
    // A number box gives NaN when empty: the contract answers it with "Enter a number."
    rateLimitPerMinute: z.unknown(),
  })
  .transform(({ expiresOn, ...v }) => ({
    ...v,
    agencyId: v.agencyId === '' ? null : v.agencyId,
    expiresAt: expiryOf(expiresOn),
  }))
  .pipe(externalSystemInputSchema);
export type SystemFormValues = z.input<typeof systemFormSchema>;

export const blankSystem = (): SystemFormValues => ({
  name: '',
  ownerName: '',
  ownerEmail: '',
  ownerPhone: '',
  scopes: [],
  agencyId: '',
  expiresOn: '',
  rateLimitPerMinute: API_RATE_LIMIT_DEFAULT,
});

export const systemToForm = (s: ExternalSystem): SystemFormValues => ({
  name: s.name,
  ownerName: s.ownerName,
  ownerEmail: s.ownerEmail,
  ownerPhone: s.ownerPhone,
  scopes: s.scopes,
  agencyId: s.agencyId ?? '',
  expiresOn: s.expiresAt ? toDay(new Date(s.expiresAt)) : '',
  rateLimitPerMinute: s.rateLimitPerMinute,
});
