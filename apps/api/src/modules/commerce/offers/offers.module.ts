import type { Db } from '../../../platform/db/client';
import type { Mailer } from '../../../platform/mail/mailer';
import type { App } from '../../../platform/http/types';
import type { AuditService } from '../../audit/audit.service';
import type { Exec } from '../entitlements/ledger.repository';
import type { AgencyLookup } from '../entitlements/entitlement-admin.service';
import { createDiscountsRepository } from './discounts.repository';
import {
  createDiscountsService,
  type AppliedDiscount,
  type DiscountOrder,
} from './discounts.service';
import { createLimitsRepository } from './limits.repository';
import { createLimitsService, type LimitsOrder } from './limits.service';
import { createPaymentRequestsRepository } from './payment-requests.repository';
import { createPaymentRequestsService } from './payment-requests.service';
import { discountRoutes } from './discounts.routes';
import { limitsRoutes } from './limits.routes';
import { paymentRequestRoutes } from './payment-requests.routes';

export type { AppliedDiscount } from './discounts.service';
export type { PaymentRequestRecord } from './payment-requests.service';

export interface OffersDeps {
  audit: AuditService;
  mailer: Mailer;
  agencies: AgencyLookup;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
  now?: () => Date;
}

/**
 * Discounts, purchase limits and custom payment requests (issue 42): what admins set around
 * checkout, and the checks checkout runs inside its own transaction.
 */
export function createOffers(db: Db, deps: OffersDeps) {
  const now = deps.now ?? (() => new Date());
  const discounts = createDiscountsService({
    repo: createDiscountsRepository(db),
    audit: deps.audit,
    now,
  });
  const limits = createLimitsService({
    repo: createLimitsRepository(db),
    audit: deps.audit,
    agencies: deps.agencies,
    now,
  });
  const requests = createPaymentRequestsService({
    ...deps,
    repo: createPaymentRequestsRepository(db),
    now,
  });
  return {
    discounts,
    limits,
    requests,
    /**
     * Checks and prices a code for an order, in the checkout's transaction `tx` (the code's row
     * stays locked until it ends). 422 DISCOUNT_INVALID when the code does not apply.
     */
    applyDiscount: (tx: Exec, order: DiscountOrder): Promise<AppliedDiscount> =>
      discounts.apply(tx, order),
    /**
     * Refuses an order over a package's purchase limit or the agency's monthly ceiling, in the
     * checkout's transaction `tx`, before its payment row is written (422 PURCHASE_LIMIT,
     * SPEND_CEILING). Holds the agency's purchase lock until `tx` ends.
     */
    checkLimits: (tx: Exec, order: LimitsOrder): Promise<void> => limits.check(tx, order),
  };
}
export type Offers = ReturnType<typeof createOffers>;

export function offersRoutes(app: App, offers: Offers): void {
  discountRoutes(app, offers.discounts);
  limitsRoutes(app, offers.limits);
  paymentRequestRoutes(app, offers.requests);
}
