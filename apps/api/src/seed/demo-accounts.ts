import type { AccountSeed } from './accounts';

/** One demo account per role, printed by `npm start` and listed in the README. */
export const DEMO_PASSWORD = 'AfriNest#2026';

export const demoAccounts: AccountSeed[] = [
  {
    email: 'admin@afrinest.test',
    password: DEMO_PASSWORD,
    name: 'Amina Nakato',
    role: 'AFRI_ADMIN',
  },
  {
    email: 'assistant@afrinest.test',
    password: DEMO_PASSWORD,
    name: 'Brian Okello',
    role: 'ASSISTANT_ADMIN',
  },
  {
    email: 'superagent@afrinest.test',
    password: DEMO_PASSWORD,
    name: 'Grace Namubiru',
    role: 'SUPER_AGENT',
  },
  { email: 'agent@afrinest.test', password: DEMO_PASSWORD, name: 'David Mugisha', role: 'AGENT' },
  { email: 'user@afrinest.test', password: DEMO_PASSWORD, name: 'Sarah Achieng', role: 'USER' },
];
