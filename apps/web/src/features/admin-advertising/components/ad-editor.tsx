import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AD_PAGE_KINDS,
  AD_SLOTS,
  AD_STATUSES,
  AdErrorCode,
  AdMessages,
  type Ad,
  type AdInput,
  type ListingPhoto,
} from '@afrinest/contract';
import { Form, FormError, SelectField, TextField, useZodForm } from '@/components/form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import {
  adFormSchema,
  adToForm,
  blankAd,
  type AdFormValues,
} from '@/features/admin-advertising/ad-form-values';
import {
  pageKindLabels,
  slotLabel,
  slotSize,
  statusLabels,
} from '@/features/admin-advertising/ad-labels';
import { useSaveAd } from '@/features/admin-advertising/api/save-ad';
import { AdImageField } from '@/features/admin-advertising/components/ad-image-field';
import { CheckboxGroupField } from '@/features/admin-advertising/components/checkbox-group-field';
import { RegionsField } from '@/features/admin-advertising/components/regions-field';
import { SlotPreviews } from '@/features/admin-advertising/components/slot-previews';

const slotOptions = AD_SLOTS.map((s) => ({ value: s, label: `${slotLabel(s)} (${slotSize(s)})` }));
const statusOptions = AD_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }));
const pageKindOptions = AD_PAGE_KINDS.map((k) => ({ value: k, label: pageKindLabels[k] }));

export interface AdEditorProps {
  /** The ad as read; none for a new one. */
  ad?: Ad;
}

/**
 * A new ad (POST) or an edit (PUT of the whole ad), checked as typed with the contract's
 * adInputSchema; the image is uploaded on its own first, and previewed in every slot.
 */
export function AdEditor({ ad }: AdEditorProps) {
  const navigate = useNavigate();
  const save = useSaveAd();
  const [image, setImage] = useState<ListingPhoto | null>(ad?.image ?? null);
  const form = useZodForm(adFormSchema, { defaultValues: ad ? adToForm(ad) : blankAd() });
  const [slot, altText] = useWatch({ control: form.control, name: ['slot', 'altText'] });

  const submit = async (input: AdInput) => {
    try {
      const saved = await save.mutateAsync({ id: ad?.id, input });
      toast.success(`${saved.name} saved.`);
      form.reset(adToForm(saved));
      if (!ad) void navigate(`/admin/advertisements/${saved.id}/edit`, { replace: true });
    } catch (e) {
      if (toApiError(e).code === AdErrorCode.IMAGE_NOT_FOUND)
        form.setError('imageId', { message: AdMessages.IMAGE_NOT_FOUND });
      else showApiErrors(form, e, 'Could not save the advertisement.');
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <Form
        form={form}
        onSubmit={submit}
        aria-label={ad ? `Edit ${ad.name}` : 'New advertisement'}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<AdFormValues> name="name" label="Name" hint="For you: not shown." required />
          <TextField<AdFormValues> name="advertiser" label="Advertiser" required />
        </div>
        <SelectField<AdFormValues> name="slot" label="Slot" options={slotOptions} required />
        <AdImageField image={image} onImage={setImage} slot={slot} />
        <TextField<AdFormValues>
          name="altText"
          label="What the image says or shows (alt text)"
          hint="Read out to people who cannot see the image; it is also the link's name."
          required
        />
        <TextField<AdFormValues>
          name="linkUrl"
          label="Link"
          type="url"
          inputMode="url"
          hint="Where a click goes (through our redirect, which counts it)."
          required
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField<AdFormValues> name="startsOn" label="First day" type="date" required />
          <TextField<AdFormValues>
            name="endsOn"
            label="Last day"
            type="date"
            hint="Empty: until paused."
          />
          <TextField<AdFormValues>
            name="weight"
            label="Weight"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            hint="1–100: how often it is picked among the slot's ads."
            required
          />
        </div>
        <SelectField<AdFormValues> name="status" label="Status" options={statusOptions} />
        <CheckboxGroupField
          name="pageKinds"
          legend="Pages"
          hint="None ticked: every page of its slot."
          options={pageKindOptions}
        />
        <RegionsField />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {ad ? 'Save the advertisement' : 'Create the advertisement'}
          </Button>
        </div>
      </Form>
      <SlotPreviews image={image} altText={altText} />
    </div>
  );
}
