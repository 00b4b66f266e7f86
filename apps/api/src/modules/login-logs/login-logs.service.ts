import type { ListLoginLogsQuery, LoginLog, Page } from '@afrinest/contract';
import type { UsersService } from '../users/users.service';
import type { LoginLogRow, LoginLogsRepository } from './login-logs.repository';

/** One sign-in attempt, as the sign-in routes (or any identity path) report it. */
export interface LoginAttempt {
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  /** Null on success; otherwise the error code the attempt was answered with. */
  reason: string | null;
  /** Known on success; otherwise looked up from the email. */
  userId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Headers and typed emails are the caller's to choose: keep the log rows bounded. */
const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

export function createLoginLogsService(deps: {
  repo: LoginLogsRepository;
  users: Pick<UsersService, 'findIdByEmail' | 'findRecords' | 'idsMatching'>;
  /** The statistics' per-day sign-in counter (issue 43); it never throws. */
  countLogin?: (success: boolean, at: Date) => Promise<void>;
}) {
  const { repo, users } = deps;

  /** Rows as the admin screens show them, with the account's current name. */
  async function toDtos(rows: LoginLogRow[]): Promise<LoginLog[]> {
    const ids = rows.flatMap((r) => (r.userId ? [r.userId] : []));
    const names = new Map((await users.findRecords(ids)).map((u) => [u.id, u.name]));
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: r.userId ? (names.get(r.userId) ?? null) : null,
      email: r.email,
      ip: r.ip,
      userAgent: r.userAgent,
      success: r.success,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    async record(attempt: LoginAttempt): Promise<void> {
      const email = clip(attempt.email?.trim().toLowerCase(), 320);
      const userId = attempt.userId ?? (email ? await users.findIdByEmail(email) : null);
      const at = await repo.insert({
        userId,
        email,
        ip: clip(attempt.ip, 64),
        userAgent: clip(attempt.userAgent, 512),
        success: attempt.success,
        reason: attempt.success ? null : clip(attempt.reason, 64),
      });
      await deps.countLogin?.(attempt.success, at);
    },

    async list(q: ListLoginLogsQuery): Promise<Page<LoginLog>> {
      // "user" is an account id, or text found in a name (through the users service) or email.
      const who = !q.user
        ? {}
        : UUID.test(q.user)
          ? { userIds: [q.user] }
          : { userIds: await users.idsMatching(q.user), emailContains: q.user };
      const { rows, total } = await repo.search({
        ...who,
        success: q.success,
        ipPrefix: q.ip,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        sort: q.sort,
        order: q.order,
        page: q.page,
        pageSize: q.pageSize,
      });
      return { data: await toDtos(rows), total, page: q.page, pageSize: q.pageSize };
    },

    async recentOfUser(userId: string, limit = 10): Promise<LoginLog[]> {
      return toDtos(await repo.recentOfUser(userId, limit));
    },
    countsOfUser: (userId: string, since: Date) => repo.countsOfUser(userId, since),
    lastSuccessOf: (userIds: readonly string[]) => repo.lastSuccessOf(userIds),
  };
}
export type LoginLogsService = ReturnType<typeof createLoginLogsService>;
