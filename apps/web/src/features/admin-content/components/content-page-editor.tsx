import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  ContentErrorCode,
  ContentMessages,
  contentInputSchema,
  type ContentInput,
  type ContentPage,
} from '@afrinest/contract';
import {
  CheckboxField,
  Form,
  FormError,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { Alert, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { getContentPage } from '@/features/admin-content/api/get-content-page';
import { useSaveContentPage } from '@/features/admin-content/api/save-content-page';
import { kindLabels, publicAddress, statusLabels } from '@/features/admin-content/content-labels';
import {
  blankContent,
  contentToForm,
  isStandingPage,
} from '@/features/admin-content/content-form-values';
import { CoverImageField } from '@/features/admin-content/components/cover-image-field';
import { MarkdownPreview } from '@/features/admin-content/components/markdown-preview';
import { UnsavedChangesGuard } from '@/features/admin-content/components/unsaved-changes-guard';
import { VersionHistory } from '@/features/admin-content/components/version-history';

const kindOptions = CONTENT_KINDS.map((k) => ({ value: k, label: kindLabels[k] }));
const statusOptions = CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }));

export interface ContentPageEditorProps {
  /** The page as read; none for a new one. */
  page?: ContentPage;
}

/**
 * A new page (POST) or an edit (PUT with the version it was read at), checked as typed with the
 * contract's contentInputSchema, with the server's preview of the body beside it. A stale
 * version says so; Reload shows the latest saved page to change again.
 */
export function ContentPageEditor({ page }: ContentPageEditorProps) {
  const navigate = useNavigate();
  const save = useSaveContentPage();
  const [base, setBase] = useState(page);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useZodForm(contentInputSchema, {
    defaultValues: page ? contentToForm(page) : blankContent,
  });
  const [kind, slug, body] = useWatch({ control: form.control, name: ['kind', 'slug', 'body'] });
  const standing = isStandingPage(base);

  // What the fields held when the page was read or saved last, compared when leaving (the
  // guard): a save updates it before it navigates, so the new address is not "leaving".
  const baseline = useRef('');
  const snapshot = useCallback(() => JSON.stringify(form.getValues()), [form]);
  useEffect(() => {
    baseline.current = snapshot();
  }, [snapshot]);
  const isDirtyNow = useCallback(() => snapshot() !== baseline.current, [snapshot]);

  const adopt = (saved: ContentPage) => {
    setBase(saved);
    form.reset(contentToForm(saved));
    baseline.current = snapshot();
  };

  const submit = async (input: ContentInput) => {
    setStale(false);
    try {
      const saved = base
        ? await save.mutateAsync({ id: base.id, input: { ...input, version: base.version } })
        : await save.mutateAsync({ input });
      toast.success(`${saved.title} saved (version ${saved.version}).`);
      adopt(saved);
      if (!base) void navigate(`/admin/content-pages/${saved.id}/edit`, { replace: true });
    } catch (e) {
      const error = toApiError(e);
      if (error.code === ContentErrorCode.STALE_VERSION) setStale(true);
      else if (error.code === ContentErrorCode.SLUG_TAKEN)
        form.setError('slug', { message: ContentMessages.SLUG_TAKEN });
      else showApiErrors(form, e, 'Could not save the page.');
    }
  };

  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      adopt(await getContentPage(base.id));
      setStale(false);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setReloading(false);
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <div className="flex flex-col gap-8">
      <Form
        form={form}
        onSubmit={submit}
        aria-label={base ? `Edit ${base.title}` : 'New content page'}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {standing ? (
            <p className="text-sm text-gray-800">
              <span className="font-medium">Kind:</span> {kindLabels[kind]} (a standing page: its
              kind and address are fixed)
            </p>
          ) : (
            <SelectField<ContentInput> name="kind" label="Kind" options={kindOptions} required />
          )}
          <TextField<ContentInput>
            name="slug"
            label="Address"
            readOnly={standing}
            hint={`Read at ${publicAddress(kind, slug || 'address')}`}
            required
          />
        </div>
        <TextField<ContentInput> name="title" label="Title" required />
        <TextareaField<ContentInput>
          name="summary"
          label="Summary"
          rows={2}
          hint="One or two sentences, for lists and share previews."
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField<ContentInput>
            name="body"
            label="Body (Markdown)"
            rows={18}
            className="font-mono text-sm"
            hint="## for a heading, **bold**, [a link](https://…), - for a list. HTML is not kept."
          />
          <MarkdownPreview body={body} />
        </div>
        <CoverImageField key={base?.version} initial={base?.coverImage ?? null} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<ContentInput>
            name="category"
            label="Category"
            hint="A blog post's category, or a help article's topic."
          />
          <SelectField<ContentInput> name="status" label="Status" options={statusOptions} />
          <TextField<ContentInput>
            name="seoTitle"
            label="Search engine title"
            hint="At most 70 characters; empty uses the title."
          />
          <TextField<ContentInput>
            name="seoDescription"
            label="Search engine description"
            hint="At most 160 characters; empty uses the summary."
          />
        </div>
        <CheckboxField<ContentInput>
          name="needsReview"
          label="Needs legal review"
          hint="Shown in the list until a lawyer has read it."
        />
        {stale && (
          <Alert
            variant="error"
            action={
              <Button
                variant="secondary"
                size="sm"
                loading={reloading}
                onClick={() => void reload()}
              >
                Reload
              </Button>
            }
          >
            {ContentMessages.STALE_VERSION} Reloading replaces what you typed here.
          </Alert>
        )}
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" loading={busy}>
            {base ? 'Save the page' : 'Create the page'}
          </Button>
        </div>
      </Form>
      {base && <VersionHistory page={base} onRestored={adopt} />}
      <UnsavedChangesGuard isDirty={isDirtyNow} />
    </div>
  );
}
