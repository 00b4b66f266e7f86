import type { Role, UserProfile, WebsiteState, WebsiteStateValue } from '@afrinest/contract';
import type { TestApi } from '@/app/testing/api-server';

export const profileFor = (role: Role, name = 'Amina Nakato'): UserProfile => ({
  id: `user-${role.toLowerCase()}`,
  email: `${role.toLowerCase()}@example.ug`,
  name,
  role,
  agencyId: null,
  country: 'Uganda',
  region: null,
  phone: null,
  emailVerified: true,
  createdAt: '2026-01-15T09:00:00.000Z',
});

export const websiteStateOf = (state: WebsiteStateValue, description = ''): WebsiteState => ({
  state,
  description,
  updated_at: '2026-11-20T10:00:00.000Z',
});

/** The answers every page asks for, in their plainest form. */
export function answerDefaults(api: TestApi): void {
  api.on('GET /website-state', { body: websiteStateOf('NORMAL') });
  api.on('GET /api/analytics/config', { body: { measurementId: '', isEnabled: false } });
}

/** A stored token the test API accepts, answering `profile` for it. */
export function signInAs(api: TestApi, profile: UserProfile): void {
  const token = `token-${profile.id}`;
  localStorage.setItem('token', token);
  api.on('GET /api/users/profile', (request) =>
    request.headers.authorization === `Bearer ${token}`
      ? { body: profile }
      : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } } },
  );
}
