import { z } from 'zod';
import { pageOf, pageQuerySchema, sortOrderSchema, textFilter } from './paging';

/** One sign-in attempt as the admin login-logs table shows it. */
export const loginLogSchema = z.object({
  id: z.string(),
  /** The account the email belongs to, when it belongs to one. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** As typed; null when the attempt was refused before its body was read (rate limit). */
  email: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  /** Null on success; otherwise the error code the sign-in answered. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LoginLog = z.infer<typeof loginLogSchema>;

export const loginLogSortSchema = z.enum(['createdAt', 'email', 'ip', 'success']);
export type LoginLogSort = z.infer<typeof loginLogSortSchema>;

const instant = (what: string) =>
  z.iso
    .datetime({ offset: true, message: `The ${what} is a date and time (ISO 8601).` })
    .optional();

/** GET /api/admin/login-logs: every filter optional, newest first by default. */
export const listLoginLogsQuerySchema = pageQuerySchema
  .extend({
    /** A user id, or part of a name or email. */
    user: textFilter(200),
    success: z
      .enum(['true', 'false'], { error: 'Use true or false.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** The start of an address matches: "41.210." finds the whole range. */
    ip: textFilter(64),
    from: instant('start'),
    to: instant('end'),
    sort: loginLogSortSchema.default('createdAt'),
    order: sortOrderSchema.default('desc'),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'The end is before the start.',
    path: ['to'],
  });
export type ListLoginLogsQuery = z.infer<typeof listLoginLogsQuerySchema>;
export type ListLoginLogsQueryInput = z.input<typeof listLoginLogsQuerySchema>;

export const loginLogPageSchema = pageOf(loginLogSchema);
export type LoginLogPage = z.infer<typeof loginLogPageSchema>;

/** How the reasons a sign-in was refused are named to admins (codes the API answers with). */
export const loginFailureLabels: Record<string, string> = {
  INVALID_CREDENTIALS: 'Wrong email or password',
  EMAIL_NOT_VERIFIED: 'Email not verified',
  ACCOUNT_SUSPENDED: 'Account suspended',
  LOGIN_DISABLED: 'Sign-in closed (website state)',
  ONLY_ADMIN: 'Admins only (website state)',
  MAINTENANCE: 'Maintenance (website state)',
  RATE_LIMITED: 'Too many attempts',
  INTERNAL: 'Server error',
};
