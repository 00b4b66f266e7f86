import {
  billingSettingsSchema,
  DEFAULT_VAT_PERCENT,
  type BillingSettings,
} from '@afrinest/contract';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';

const BILLING_KEY = 'billing';

/**
 * What invoices and checkout read (settings key 'billing', issue 42): VAT, the seller's details
 * and the bank transfer instructions. Until an admin sets them: Uganda's 18 % VAT, the product's
 * name as seller, and no bank transfer.
 */
export function createBillingSettings(deps: {
  repo: SettingsRepository;
  audit: AuditService;
  product: string;
}) {
  const fallback: BillingSettings = {
    vatPercent: DEFAULT_VAT_PERCENT,
    sellerName: deps.product,
    sellerAddress: '',
    sellerTin: '',
    bankTransferInstructions: '',
  };
  const billing = async (): Promise<BillingSettings> => {
    const parsed = billingSettingsSchema.safeParse(await deps.repo.get(BILLING_KEY));
    return parsed.success ? parsed.data : fallback;
  };
  return {
    billing,
    async updateBilling(actorId: string, after: BillingSettings): Promise<BillingSettings> {
      const before = await billing();
      await deps.repo.set(BILLING_KEY, after);
      await deps.audit.record({
        actorId,
        action: 'settings.billing.update',
        entity: 'setting',
        entityId: BILLING_KEY,
        before,
        after,
      });
      return after;
    },
  };
}
export type BillingSettingsService = ReturnType<typeof createBillingSettings>;
