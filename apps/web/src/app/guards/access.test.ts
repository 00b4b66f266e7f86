import { describe, expect, test } from 'vitest';
import { ADMIN_ROLES } from '@afrinest/contract';
import { decideAccess, safeRedirectPath } from '@/app/guards/access';

const admin = { title: 'Admin', roles: ADMIN_ROLES };
const signedIn = { title: 'Dashboard' };
const open = { title: 'Home', public: true };
const guest = { title: 'Sign in', guestOnly: true };

describe('decideAccess', () => {
  test.each([
    [open, 'signed-out', null, 'allow'],
    [open, 'loading', null, 'allow'],
    [signedIn, 'signed-out', null, 'login'],
    [signedIn, 'loading', null, 'wait'],
    [signedIn, 'signed-in', 'USER', 'allow'],
    [admin, 'signed-out', null, 'login'],
    [admin, 'signed-in', 'USER', 'deny'],
    [admin, 'signed-in', 'AGENT', 'deny'],
    [admin, 'signed-in', 'SUPER_AGENT', 'deny'],
    [admin, 'signed-in', 'ASSISTANT_ADMIN', 'allow'],
    [admin, 'signed-in', 'AFRI_ADMIN', 'allow'],
    [guest, 'signed-out', null, 'allow'],
    [guest, 'loading', null, 'wait'],
    [guest, 'signed-in', 'USER', 'leave'],
  ] as const)('%o, %s %s → %s', (route, status, role, expected) => {
    expect(decideAccess(route, status, role)).toBe(expected);
  });
});

describe('safeRedirectPath', () => {
  test.each([
    [null, '/dashboard'],
    ['/admin/settings', '/admin/settings'],
    ['/dashboard?tab=1#x', '/dashboard?tab=1#x'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/login', '/dashboard'],
    ['/register?x=1', '/dashboard'],
  ])('%s → %s', (stored, expected) => {
    expect(safeRedirectPath(stored)).toBe(expected);
  });
});
