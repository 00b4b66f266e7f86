import {
  isAdminRole,
  PaymentErrorCode,
  PaymentMessages,
  type BillingSettings,
  type Package,
  type PageQuery,
  type Payment,
  type PaymentRequest,
  type Pricing,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Db } from '../../../platform/db/client';
import { ProviderError } from '../../../platform/payments/provider';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { PaymentViews } from './payment-views';
import type { ProviderSync } from './provider-sync.service';
import { paymentNotFound } from './settlement.service';

/**
 * Who may read what (issue 42): admins everything; a super agent their agency's payments and
 * invoices; a payer their own payments (a requester's agency is not theirs until activated).
 */
export function createPaymentReads(deps: {
  db: Db;
  repo: PaymentsRepository;
  views: PaymentViews;
  sync: ProviderSync;
  billing: () => Promise<BillingSettings>;
  publicPackages: () => Promise<Package[]>;
  requestedBy: (userId: string) => Promise<{ id: string } | undefined>;
  requestView: (id: string) => Promise<PaymentRequest>;
}) {
  const { db, repo } = deps;

  /** The agencies whose money the user may read: the one they run and the one they asked for. */
  async function readableAgencies(user: AuthUser): Promise<string[]> {
    const ids: string[] = [];
    if (user.role === 'SUPER_AGENT' && user.agencyId) ids.push(user.agencyId);
    const requested = await deps.requestedBy(user.id);
    if (requested && !ids.includes(requested.id)) ids.push(requested.id);
    return ids;
  }
  async function mayRead(user: AuthUser, agencyId: string, payerId?: string) {
    if (isAdminRole(user.role) || payerId === user.id) return true;
    return (await readableAgencies(user)).includes(agencyId);
  }

  return {
    readableAgencies,
    mayRead,
    async pricing(): Promise<Pricing> {
      const [packages, billing] = await Promise.all([deps.publicPackages(), deps.billing()]);
      return {
        data: packages.map(({ id, code, name, description, validityDays, items, prices }) => ({
          id,
          code,
          name,
          description,
          validityDays,
          items,
          prices,
        })),
        vatPercent: billing.vatPercent,
      };
    },
    /** A payment the user may see; 404 for any other (it does not say whether it exists). */
    async visible(user: AuthUser, id: string): Promise<PaymentRow> {
      const p = await repo.findById(db, id);
      if (!p || !(await mayRead(user, p.agencyId, p.payerId))) throw paymentNotFound();
      return p;
    },
    async mine(user: AuthUser, q: PageQuery) {
      const agencies = await readableAgencies(user);
      if (agencies.length === 0)
        return { data: [] as Payment[], total: 0, page: q.page, pageSize: q.pageSize };
      const { rows, total } = await repo.page({ agencyId: agencies[0] }, q.page, q.pageSize);
      return { data: await deps.views.payments(rows), total, page: q.page, pageSize: q.pageSize };
    },
    /** The payer's return: the provider is asked at once (it may be down: the schedule asks later). */
    async refresh(p: PaymentRow): Promise<PaymentRow> {
      if (p.status !== 'CREATED' && p.status !== 'PENDING') return p;
      try {
        return await deps.sync.check(p);
      } catch (e) {
        if (e instanceof ProviderError) return p;
        throw e;
      }
    },
    async request(user: AuthUser, id: string): Promise<PaymentRequest> {
      const view = await deps.requestView(id);
      if (!(await mayRead(user, view.agency.id)))
        throw new AppError(
          404,
          PaymentErrorCode.REQUEST_NOT_FOUND,
          PaymentMessages.REQUEST_NOT_FOUND,
        );
      return view;
    },
  };
}
export type PaymentReads = ReturnType<typeof createPaymentReads>;
