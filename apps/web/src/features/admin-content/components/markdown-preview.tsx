import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ContentBody } from '@/components/content-body';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui';
import { adminContentQueryKey } from '@/features/admin-content/api/query-key';
import { previewContent } from '@/features/admin-content/api/preview-content';
import { useDebouncedValue } from '@/features/admin-content/use-debounced-value';

/** A pause this long after typing asks for a new preview. */
export const PREVIEW_DELAY_MS = 600;

/**
 * The body as the public will read it: rendered and sanitised by the server (the same code as a
 * save), so what is previewed is exactly what is published.
 */
export function MarkdownPreview({ body }: { body: string }) {
  const settled = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: [...adminContentQueryKey, 'preview', settled],
    queryFn: ({ signal }) => previewContent(settled, signal),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  return (
    <section aria-labelledby="content-preview-heading" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 id="content-preview-heading" className="text-sm font-medium text-gray-900">
          Preview
        </h2>
        {preview.isFetching && <Spinner size="sm" label="Updating the preview…" />}
      </div>
      <div
        aria-live="polite"
        aria-busy={preview.isFetching || undefined}
        className="max-h-[32rem] min-h-24 overflow-auto rounded-md border border-gray-300 bg-white p-3"
      >
        {settled.trim() === '' ? (
          <p className="text-sm text-gray-600">Write the body to see it here.</p>
        ) : preview.isError ? (
          <LoadError
            error={preview.error}
            retrying={preview.isFetching}
            onRetry={() => void preview.refetch()}
          />
        ) : preview.data ? (
          <ContentBody html={preview.data.html} />
        ) : null}
      </div>
    </section>
  );
}
