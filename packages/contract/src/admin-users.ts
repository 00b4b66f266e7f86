import { z } from 'zod';
import { text } from './primitives';
import { roleSchema } from './role-schema';
import { loginLogSchema } from './login-logs';
import { pageOf, pageQuerySchema, sortOrderSchema, textFilter } from './paging';
import { AdminUsersMessages } from './admin-users-messages';

/** An account is ACTIVE or SUSPENDED; a suspended account's every request is refused. */
export const userStatusSchema = z.enum(['ACTIVE', 'SUSPENDED']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** A user as the admin screens see it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  agencyId: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  emailVerified: z.boolean(),
  status: userStatusSchema,
  suspendedReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The last successful sign-in (from the login logs); null if never. */
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSortSchema = z.enum([
  'name',
  'email',
  'role',
  'status',
  'country',
  'createdAt',
]);
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;

/** GET /api/admin/users: search by name or email, filters, sort and paging, all on the server. */
export const listAdminUsersQuerySchema = pageQuerySchema.extend({
  q: textFilter(200),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  country: textFilter(100),
  sort: adminUserSortSchema.default('createdAt'),
  order: sortOrderSchema.default('desc'),
});
export type ListAdminUsersQuery = z.infer<typeof listAdminUsersQuerySchema>;
export type ListAdminUsersQueryInput = z.input<typeof listAdminUsersQuerySchema>;

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('The user id is a UUID.') });

const REASON_MAX = 500;
const reasonInput = text().trim().max(REASON_MAX, `At most ${REASON_MAX} characters.`);
const needsReason = (status: UserStatus | undefined, reason: string | undefined) =>
  status === 'SUSPENDED' && (reason?.length ?? 0) < 3;

/**
 * PATCH /api/admin/users/{id}: any of the fields; the edit form sends them all. An empty agency
 * id removes the agency. Suspending needs a reason; reactivating clears it.
 */
export const updateAdminUserSchema = z
  .object({
    name: text().trim().min(2, 'Enter the name.').max(120, 'At most 120 characters.'),
    role: roleSchema,
    agencyId: text()
      .trim()
      .nullable()
      .transform((v) => v || null)
      .pipe(
        z.uuid('An agency id is a UUID, e.g. 0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a11.').nullable(),
      ),
    status: userStatusSchema,
    suspendedReason: reasonInput,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change.',
    path: ['_'],
  })
  .refine((v) => !needsReason(v.status, v.suspendedReason), {
    message: AdminUsersMessages.REASON_REQUIRED,
    path: ['suspendedReason'],
  });
export type UpdateAdminUser = z.infer<typeof updateAdminUserSchema>;
export type UpdateAdminUserInput = z.input<typeof updateAdminUserSchema>;

export const BULK_USERS_MAX = 100;

/** POST /api/admin/users/bulk-status: suspend or reactivate the selected users, all or none. */
export const bulkUserStatusSchema = z
  .object({
    ids: z
      .array(z.uuid('A user id is a UUID.'))
      .min(1, 'Select at least one user.')
      .max(BULK_USERS_MAX, `At most ${BULK_USERS_MAX} users at a time.`),
    status: userStatusSchema,
    reason: reasonInput.optional(),
  })
  .refine((v) => !needsReason(v.status, v.reason), {
    message: AdminUsersMessages.REASON_REQUIRED,
    path: ['reason'],
  });
export type BulkUserStatus = z.infer<typeof bulkUserStatusSchema>;
export type BulkUserStatusInput = z.input<typeof bulkUserStatusSchema>;

export const bulkUserStatusResultSchema = z.object({
  updated: z.number().int(),
  users: z.array(adminUserSchema),
});
export type BulkUserStatusResult = z.infer<typeof bulkUserStatusResultSchema>;

/** Distinct countries of users, for the country filter. */
export const userCountriesSchema = z.object({ data: z.array(z.string()) });

export const USER_INFO_DAYS = 30;

/** GET /api/admin/users/{id}/info: the account, its recent sign-ins and its use of the API. */
export const adminUserInfoSchema = z.object({
  user: adminUserSchema,
  signIns: z.object({
    recent: z.array(loginLogSchema),
    /** Attempts in the last USER_INFO_DAYS days. */
    succeeded: z.number().int(),
    failed: z.number().int(),
  }),
  /** API calls per day in the last USER_INFO_DAYS days (days without calls left out). */
  apiCalls: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type AdminUserInfo = z.infer<typeof adminUserInfoSchema>;
