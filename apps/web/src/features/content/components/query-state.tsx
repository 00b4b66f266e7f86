import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { isNotFound } from '../api/content-queries';
import { ContentNotFound } from './content-not-found';

export interface QueryStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What the spinner says while the answer comes. */
  loading: string;
  /** Where a not-found page sends the visitor (the blog, help). */
  back?: { to: string; label: string };
}

/**
 * What a content page shows until its answer is there: a spinner in a screen-high box (the
 * footer is not pushed down when the page arrives), not found, or a retry. Null once loaded.
 */
export function QueryState<T>({ query, loading, back }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <div className="mx-auto min-h-dvh max-w-3xl px-4 py-10">
        <Spinner label={loading} />
      </div>
    );
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) return <ContentNotFound back={back} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return null;
}
