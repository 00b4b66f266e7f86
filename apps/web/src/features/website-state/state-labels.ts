import type { WebsiteStateValue } from '@afrinest/contract';

/** Human labels for the website states, used by the admin form and the banners. */
export const websiteStateLabels: Record<WebsiteStateValue, string> = {
  NORMAL: 'Normal',
  MAINTENANCE: 'Maintenance',
  NO_NEW_USERS: 'No new users',
  NO_LOGIN: 'No login',
  ONLY_ADMIN: 'Only admin',
};

/** What each state does, shown to admins so they know what they switch on. */
export const websiteStateEffects: Record<WebsiteStateValue, string> = {
  NORMAL: 'Everything is open.',
  MAINTENANCE: 'Visitors see a maintenance screen instead of the site; admins can still sign in.',
  NO_NEW_USERS: 'Registration of new accounts is closed.',
  NO_LOGIN: 'Signing in and registration are closed.',
  ONLY_ADMIN: 'The site is open to administrators only; registration is closed.',
};

/** Banner text when the admin left the description empty. */
export const websiteStateDefaultNotices: Record<WebsiteStateValue, string> = {
  NORMAL: '',
  MAINTENANCE: 'The site is under maintenance. Please check back soon.',
  NO_NEW_USERS: 'Registration of new accounts is closed at the moment.',
  NO_LOGIN: 'Signing in is disabled at the moment.',
  ONLY_ADMIN: 'The site is open to administrators only at the moment.',
};
