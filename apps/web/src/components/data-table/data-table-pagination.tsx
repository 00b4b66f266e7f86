import { Button } from '@/components/ui/button';

export interface DataTablePaginationProps {
  pageIndex: number;
  pageCount: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/Next paging (SPEC §2): the labels are part of the contract, keep them verbatim. */
export function DataTablePagination({
  pageIndex,
  pageCount,
  total,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: DataTablePaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 pt-3">
      {/* aria-live so screen readers hear the new page after pressing Next. */}
      <p aria-live="polite" className="text-sm text-gray-700">
        Page {pageIndex + 1} of {pageCount}
        <span className="text-gray-600"> · {total} total</span>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={!canPrevious}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!canNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
