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

/** The answer of GET /website-state (the same shape as `websiteStateSchema`, without zod). */
export interface WebsiteStateAnswer {
  state: WebsiteStateValue;
  description: string;
  updated_at: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The website state in an answer, checked by hand, or null if it is not one. The shell polls it
 * on every page from the first seconds of a visit; zod's code would cost a phone ~100–200 ms to
 * evaluate then (ADR 0018). Its test (apps/web, website-state-answer.test.ts) holds it
 * to `websiteStateSchema`.
 */
export function readWebsiteState(value: unknown): WebsiteStateAnswer | null {
  if (!isRecord(value)) return null;
  const { state, description, updated_at } = value;
  if (!WEBSITE_STATES.some((s) => s === state)) return null;
  if (typeof description !== 'string' || typeof updated_at !== 'string') return null;
  return { state: state as WebsiteStateValue, description, updated_at };
}
