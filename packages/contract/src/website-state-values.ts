/** SPEC §4: NORMAL is also what the client assumes when fetching fails. Plain values, no zod. */
export const WEBSITE_STATES = [
  'NORMAL',
  'MAINTENANCE',
  'NO_NEW_USERS',
  'NO_LOGIN',
  'ONLY_ADMIN',
] as const;
export type WebsiteStateValue = (typeof WEBSITE_STATES)[number];

export const registrationDisabledIn: readonly WebsiteStateValue[] = [
  'NO_NEW_USERS',
  'NO_LOGIN',
  'ONLY_ADMIN',
];
export const loginDisabledIn: readonly WebsiteStateValue[] = ['NO_LOGIN'];

export const isRegistrationOpen = (s: WebsiteStateValue) => !registrationDisabledIn.includes(s);
export const isLoginOpen = (s: WebsiteStateValue) => !loginDisabledIn.includes(s);
