import { Link, useSearchParams } from 'react-router';
import { INVOICE_KINDS, PAGE_SIZE_DEFAULT, type InvoiceKind } from '@afrinest/contract';
import { EmptyState, Pager, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useInvoices } from '@/features/invoices/api/get-invoices';
import { InvoicePanel } from '@/features/invoices/components/invoice-panel';
import { InvoiceTable } from '@/features/invoices/components/invoice-table';
import { KindFilter } from '@/features/invoices/components/kind-filter';
import { textLink } from '@/features/invoices/link-styles';

const kindOf = (value: string | null): InvoiceKind | undefined =>
  (INVOICE_KINDS as readonly (string | null)[]).includes(value)
    ? (value as InvoiceKind)
    : undefined;

/**
 * /invoices (signed in): the agency's invoices and credit notes, a page at a time from the
 * server; ?invoice={id} opens one. Page, filter and invoice live in the address.
 */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const kind = kindOf(params.get('kind'));
  const open = params.get('invoice');
  const list = useInvoices({ page, pageSize: PAGE_SIZE_DEFAULT, kind });

  const withParams = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch))
      if (value) next.set(key, value);
      else next.delete(key);
    return next;
  };
  const linkTo = (id: string) => `?${withParams({ invoice: id }).toString()}`;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Invoices</h1>
      {open && <InvoicePanel id={open} />}
      <KindFilter
        kind={kind}
        onKind={(k) => setParams(withParams({ kind: k, page: undefined, invoice: undefined }))}
      />
      {list.isPending ? (
        <Spinner label="Loading your invoices…" />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.total === 0 ? (
        kind ? (
          <EmptyState title="None of this kind yet" />
        ) : (
          <EmptyState
            title="No invoices yet"
            description="Each payment for a package gets an invoice here."
            action={
              <Link to="/pricing" className={textLink}>
                See the packages
              </Link>
            }
          />
        )
      ) : (
        <>
          <InvoiceTable invoices={list.data.data} linkTo={linkTo} />
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => setParams(withParams({ page: p > 1 ? String(p) : undefined }))}
          />
        </>
      )}
    </div>
  );
}
