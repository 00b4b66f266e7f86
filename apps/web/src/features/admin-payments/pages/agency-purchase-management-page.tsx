import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui';
import { BillingSettingsSection } from '@/features/admin-payments/components/billing-settings-section';
import { PageHeader } from '@/features/admin-payments/components/page-header';
import { PaymentRequestsSection } from '@/features/admin-payments/components/payment-requests-section';
import { PaymentsNeedingAction } from '@/features/admin-payments/components/payments-needing-action';

const SECTIONS = ['requests', 'action', 'billing'] as const;
type Section = (typeof SECTIONS)[number];
const sectionLabels: Record<Section, string> = {
  requests: 'Payment requests',
  action: 'Payments needing action',
  billing: 'Billing settings',
};

/**
 * /admin/agency-purchase-management: payment requests, the payments waiting for an admin and
 * the billing settings, one section at a time (?section=), so only its lists are read.
 */
export function AgencyPurchaseManagementPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const section: Section = SECTIONS.find((s) => s === raw) ?? 'requests';
  const show = (s: Section) => setParams(s === 'requests' ? {} : { section: s }, { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Purchase management">
        Ask agencies to pay, confirm bank transfers, release held payments, refund, and set what
        invoices say.
      </PageHeader>
      <div role="group" aria-label="Sections" className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === section ? 'primary' : 'secondary'}
            aria-pressed={s === section}
            onClick={() => show(s)}
          >
            {sectionLabels[s]}
          </Button>
        ))}
      </div>
      {section === 'requests' && <PaymentRequestsSection />}
      {section === 'action' && (
        <section aria-labelledby="payments-needing-action" className="flex flex-col gap-4">
          <h2 id="payments-needing-action" className="text-lg font-semibold text-gray-900">
            Payments needing action
          </h2>
          <PaymentsNeedingAction />
        </section>
      )}
      {section === 'billing' && (
        <section aria-labelledby="billing-settings" className="flex flex-col gap-4">
          <h2 id="billing-settings" className="text-lg font-semibold text-gray-900">
            Billing settings
          </h2>
          <BillingSettingsSection />
        </section>
      )}
    </div>
  );
}
