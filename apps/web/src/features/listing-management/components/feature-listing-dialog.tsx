import { useState } from 'react';
import {
  featureListingInputSchema,
  FEATURE_DAYS_MAX,
  type Listing,
  type PromotionResult,
} from '@afrinest/contract';
import { Form, FormError, TextField, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useFeatureListing } from '../api/feature-listing';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatDate } from '../labels';
import { productsLinkFor } from '../products-link';
import { EntitlementRefusal } from './entitlement-refusal';

const schema = featureListingInputSchema.pick({ days: true });
type Values = { days: number };

/**
 * Featuring an ACTIVE listing for a number of days, each using one featured day. One request
 * key per opening of the dialog, so a second click or a retry never uses days twice.
 */
export function FeatureListingDialog({
  listing,
  onClose,
}: {
  listing: Pick<Listing, 'id' | 'title'>;
  onClose(): void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const feature = useFeatureListing();
  const form = useZodForm(schema, { defaultValues: { days: 7 } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<PromotionResult | null>(null);

  const submit = async ({ days }: Values) => {
    setRefusal(null);
    try {
      setResult(await feature.mutateAsync({ id: listing.id, input: { days, idempotencyKey } }));
    } catch (e) {
      const error = toApiError(e);
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (error.status === 402) setRefusal(error.message);
      else if (error.status === 400 && fields?.days?.[0])
        form.setError('days', { message: fields.days[0] });
      else form.setError('root', { message: error.message });
    }
  };

  return (
    <ModalDialog title={`Feature “${listing.title}”`} busy={feature.isPending} onClose={onClose}>
      {result ? (
        <>
          <p role="status" className="text-sm text-gray-800">
            {`Featured until ${formatDate(result.featuredUntil)}. ${result.left} featured day${result.left === 1 ? '' : 's'} left.`}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <Form
          form={form}
          onSubmit={submit}
          aria-label="Feature the listing"
          className="flex flex-col gap-4"
        >
          <TextField<Values>
            name="days"
            type="number"
            label="Days"
            hint="Featured listings come first in searches. Each day uses one featured day."
            min={1}
            max={FEATURE_DAYS_MAX}
            step={1}
            inputMode="numeric"
            required
          />
          {refusal && (
            <EntitlementRefusal
              message={refusal}
              link={productsLinkFor('agent')}
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
            />
          )}
          <FormError />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={feature.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={feature.isPending}>
              Feature
            </Button>
          </div>
        </Form>
      )}
    </ModalDialog>
  );
}
