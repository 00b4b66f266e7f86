import { useWatch } from 'react-hook-form';
import {
  areaUnitLabels,
  AREA_UNITS,
  CURRENCIES,
  languageLabels,
  LANGUAGES,
  updatePreferencesSchema,
  type Preferences,
} from '@afrinest/contract';
import { CheckboxField, Form, SaveButton, SelectField, useZodForm } from '@/components/form';
import { formatArea, formatDate, formatMoney } from '@/lib/format';

export interface PreferencesFormProps {
  current: Preferences;
  onSubmit(values: Preferences): Promise<void>;
}

const Select = SelectField<Preferences>;
const Check = CheckboxField<Preferences>;

/** How the choices look, before saving: the same helpers every screen formats with. */
function Preview() {
  const [language, areaUnit, currency] = useWatch<
    Preferences,
    ['language', 'areaUnit', 'currency']
  >({
    name: ['language', 'areaUnit', 'currency'],
  });
  const options = { language, areaUnit };
  return (
    <div
      className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800"
      aria-live="polite"
    >
      <p className="font-medium text-gray-900">How prices, plots and dates will look</p>
      <ul className="mt-2 flex flex-col gap-1">
        <li>A plot of 50 decimals: {formatArea({ value: 50, unit: 'decimals' }, options)}</li>
        <li>
          A house at 350,000,000 shillings:{' '}
          {formatMoney({ amountMinor: 350_000_000, currency: 'UGX' }, options)}
        </li>
        <li>
          An amount in your currency: {formatMoney({ amountMinor: 250_000_000, currency }, options)}
        </li>
        <li>Listed on {formatDate('2026-11-21T10:00:00Z', options)}</li>
      </ul>
    </div>
  );
}

/** Currency, language for numbers and dates, area unit, and the optional mails. */
export function PreferencesForm({ current, onSubmit }: PreferencesFormProps) {
  const form = useZodForm(updatePreferencesSchema, { defaultValues: current });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Preferences" className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          name="currency"
          label="Currency"
          hint="Offered first wherever you choose a currency. Prices show in their own currency."
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <Select
          name="language"
          label="Numbers and dates"
          hint="How numbers, prices and dates are written."
          options={LANGUAGES.map((l) => ({ value: l, label: languageLabels[l] }))}
        />
        <Select
          name="areaUnit"
          label="Area unit"
          hint="Plot and floor sizes are shown in this unit."
          options={AREA_UNITS.map((u) => ({ value: u, label: areaUnitLabels[u] }))}
        />
      </div>
      <Preview />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-gray-900">Emails we may send you</legend>
        <Check name="notifications.listingAlerts" label="New listings that match what I look for" />
        <Check name="notifications.priceChanges" label="Price changes on my favourites" />
        <Check name="notifications.agentMessages" label="Replies from agents and agencies" />
        <Check
          name="notifications.newsletter"
          label={'News and offers from us (at most one a month)'}
        />
        <p className="text-xs text-gray-600">
          Mails about your account’s security (verification, password changes) are always sent.
        </p>
      </fieldset>
      <SaveButton>Save preferences</SaveButton>
    </Form>
  );
}
