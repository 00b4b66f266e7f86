import type { z } from 'zod';
import {
  AgenciesMessages,
  AMOUNT_MAX,
  CommerceMessages,
  priceCurrencySchema,
  priceToMinor,
  type Page,
  type PaymentRequest,
  type paymentRequestInputSchema,
  type PaymentRequestStatus,
  moneyText,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { notFound } from '../../../platform/http/errors';
import type { Mailer } from '../../../platform/mail/mailer';
import type { AuditService } from '../../audit/audit.service';
import type { Exec } from '../entitlements/ledger.repository';
import type { AgencyLookup } from '../entitlements/entitlement-admin.service';
import { fieldsError, packageNotFound, requestClosed, requestNotFound } from './offers-errors';
import type { PaymentRequestsRepository, PaymentRequestView } from './payment-requests.repository';
import { payUrlOf, toPaymentRequestDto } from './offers.dto';
import { paymentRequestMail } from './payment-request-mail';

type PaymentRequestForm = z.output<typeof paymentRequestInputSchema>;

/** What checkout reads of a request. */
export interface PaymentRequestRecord {
  id: string;
  agencyId: string;
  description: string;
  currency: string;
  amountMinor: number;
  packageId: string | null;
  status: string;
  dueDate: string;
  paymentId: string | null;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Custom payment requests (issue 42): an admin asks an agency to pay an amount (a custom deal,
 * or a package at another price); its super agents get a mail with the link to pay it.
 */
export function createPaymentRequestsService(deps: {
  repo: PaymentRequestsRepository;
  audit: AuditService;
  agencies: AgencyLookup;
  mailer: Mailer;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
  now: () => Date;
}) {
  const { repo, audit } = deps;
  const dto = (r: PaymentRequestView) => toPaymentRequestDto(r, deps.webUrl);

  async function findOr404(id: string) {
    const row = await repo.byId(id);
    if (!row) throw requestNotFound();
    return row;
  }

  /** Each super agent of the agency is mailed; a mail that fails never undoes the request. */
  async function mailSuperAgents(r: PaymentRequestView) {
    const amount = moneyText(r.amountMinor, priceCurrencySchema.parse(r.currency));
    for (const to of await deps.agencies.superAgentsOf(r.agencyId)) {
      const mail = paymentRequestMail({
        to: to.email,
        name: to.name,
        agency: r.agencyName,
        amount,
        description: r.description,
        dueDate: r.dueDate,
        url: payUrlOf(deps.webUrl, r.id),
        product: deps.product,
      });
      await deps.mailer.send(mail).catch(deps.onMailError);
    }
  }

  async function record(
    actor: AuthUser,
    action: string,
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) {
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'payment_request',
      entityId: id,
      before,
      after,
    });
  }

  return {
    async list(q: {
      status?: PaymentRequestStatus;
      agencyId?: string;
      page: number;
      pageSize: number;
    }): Promise<Page<PaymentRequest>> {
      const { rows, total } = await repo.search(q);
      return { data: rows.map(dto), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: AuthUser, input: PaymentRequestForm): Promise<PaymentRequest> {
      if (!(await deps.agencies.findById(input.agencyId)))
        throw notFound(AgenciesMessages.AGENCY_NOT_FOUND);
      if (input.packageId) {
        const status = await repo.packageStatus(input.packageId);
        if (!status) throw packageNotFound();
        if (status !== 'ACTIVE') throw fieldsError({ packageId: 'Choose an active package.' });
      }
      const amountMinor = priceToMinor(input.price.amount, input.price.currency);
      if (amountMinor === null || amountMinor > AMOUNT_MAX)
        throw fieldsError({ 'price.amount': CommerceMessages.PRICE_TOO_LARGE });
      if (amountMinor === 0) throw fieldsError({ 'price.amount': 'Enter an amount above zero.' });
      if (input.dueDate < isoDay(deps.now()))
        throw fieldsError({ dueDate: 'The due date cannot be in the past.' });
      const id = await repo.insert({
        agencyId: input.agencyId,
        description: input.description,
        currency: input.price.currency,
        amountMinor,
        dueDate: input.dueDate,
        packageId: input.packageId,
        createdBy: actor.id,
      });
      const row = await findOr404(id);
      const made = dto(row);
      await record(actor, 'payment_request.create', id, null, { ...made });
      await mailSuperAgents(row);
      return made;
    },

    /** Only an OPEN request can be cancelled; a paid or cancelled one is 409 REQUEST_CLOSED. */
    async cancel(actor: AuthUser, id: string): Promise<PaymentRequest> {
      await findOr404(id);
      if (!(await repo.cancel(id))) throw requestClosed();
      const after = dto(await findOr404(id));
      await record(
        actor,
        'payment_request.cancel',
        id,
        { status: 'OPEN' },
        { status: after.status },
      );
      return after;
    },

    /** The request as checkout reads it (404 REQUEST_NOT_FOUND); the caller checks the agency. */
    async get(id: string): Promise<PaymentRequestRecord> {
      const r = await findOr404(id);
      return {
        id: r.id,
        agencyId: r.agencyId,
        description: r.description,
        currency: r.currency,
        amountMinor: r.amountMinor,
        packageId: r.packageId,
        status: r.status,
        dueDate: r.dueDate,
        paymentId: r.paymentId,
      };
    },
    /** The request as the payer's page shows it; the caller checks the agency. */
    async view(id: string): Promise<PaymentRequest> {
      return dto(await findOr404(id));
    },
    /**
     * OPEN → PAID by `paymentId`, in the crediting transaction. False when the request was no
     * longer OPEN (cancelled meanwhile): the caller decides what the payment does then.
     */
    markPaid: (tx: Exec, id: string, paymentId: string): Promise<boolean> =>
      repo.markPaid(tx, id, paymentId),
  };
}
export type PaymentRequestsService = ReturnType<typeof createPaymentRequestsService>;
