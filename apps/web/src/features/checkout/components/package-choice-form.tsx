import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import {
  PaymentMessages,
  quoteInputSchema,
  type Currency,
  type PaymentOptions,
  type PublicPackage,
} from '@afrinest/contract';
import { Form, useZodForm } from '@/components/form';
import { Alert, Button } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import { RadioCards } from '@/features/checkout/components/radio-cards';
import { textLink } from '@/features/checkout/lib/link-styles';
import { pricesToShow, validityText } from '@/features/checkout/lib/package-text';

type Values = {
  purpose: 'PACKAGE';
  packageId?: string;
  agencyId?: string;
  currency: Currency;
};

/** Where an agency is requested (routes.tsx); buying needs one. */
const AGENCY_REQUEST_PATH = '/list-your-property';

/**
 * The package, the agency it is for and the currency, checked by the contract's quote rules as
 * they are chosen; Continue goes on to /pay with the three in its address.
 */
export function PackageChoiceForm({
  packages,
  agencies,
  preselected,
  preferred,
}: {
  packages: readonly PublicPackage[];
  agencies: PaymentOptions['agencies'];
  preselected: string | null;
  preferred: Currency;
}) {
  const { money } = useFormat();
  const navigate = useNavigate();
  const currencyFor = (pkg: PublicPackage | undefined): Currency =>
    (pkg && pricesToShow(pkg.prices, preferred)[0]?.currency) || preferred;
  const initial = packages.find((p) => p.id === preselected);
  const form = useZodForm(quoteInputSchema, {
    defaultValues: {
      purpose: 'PACKAGE',
      packageId: initial?.id,
      agencyId: agencies.length === 1 ? agencies[0]!.id : undefined,
      currency: currencyFor(initial),
    } satisfies Values,
  });
  const packageId = useWatch({ control: form.control, name: 'packageId' });
  const chosen = packages.find((p) => p.id === packageId);

  const submit = (v: { packageId?: string; agencyId?: string; currency: Currency }) => {
    const query = new URLSearchParams({
      package: v.packageId ?? '',
      agency: v.agencyId ?? '',
      currency: v.currency,
    });
    void navigate(`/pay?${query.toString()}`);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Choose a package"
      className="flex flex-col gap-6"
    >
      <RadioCards<Values>
        name="packageId"
        legend="Package"
        options={packages.map((p) => {
          const price = pricesToShow(p.prices, preferred)[0];
          return {
            value: p.id,
            label: p.name,
            detail: `${price ? money(price) : 'Price on request'} · ${validityText(p.validityDays)}`,
          };
        })}
        onPick={(id) =>
          form.setValue('currency', currencyFor(packages.find((p) => p.id === id)), {
            shouldValidate: true,
          })
        }
      />
      {agencies.length === 0 ? (
        <Alert variant="warning" title="No agency to buy for">
          {PaymentMessages.NO_AGENCY}{' '}
          <Link to={AGENCY_REQUEST_PATH} className={textLink}>
            Request an agency
          </Link>
        </Alert>
      ) : (
        <RadioCards<Values>
          name="agencyId"
          legend="For the agency"
          options={agencies.map((a) => ({
            value: a.id,
            label: a.name,
            detail: a.status === 'PENDING' ? 'Awaiting approval' : undefined,
          }))}
        />
      )}
      {chosen && chosen.prices.length > 0 && (
        <RadioCards<Values>
          name="currency"
          legend="Pay in"
          options={chosen.prices.map((p) => ({
            value: p.currency,
            label: p.currency,
            detail: money(p),
          }))}
        />
      )}
      <div>
        <Button type="submit" disabled={agencies.length === 0}>
          Continue
        </Button>
      </div>
    </Form>
  );
}
