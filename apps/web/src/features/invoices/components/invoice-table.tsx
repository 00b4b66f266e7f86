import { Link } from 'react-router';
import type { InvoiceSummary } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';
import { INVOICE_KIND_LABELS } from '@/features/invoices/invoice-labels';
import { textLink } from '@/features/invoices/link-styles';

/** One page of invoices: number (opens it), date, total, kind. */
export function InvoiceTable({
  invoices,
  linkTo,
}: {
  invoices: readonly InvoiceSummary[];
  /** The address that opens an invoice, keeping the page and filter. */
  linkTo(id: string): string;
}) {
  const { money, date } = useFormat();
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your invoices</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Number
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Total
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i.id} className="border-t border-gray-100">
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                <Link to={linkTo(i.id)} className={textLink}>
                  {i.number}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{date(i.issuedAt)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {money({ amountMinor: i.totalMinor, currency: i.currency })}
              </td>
              <td className="px-3 py-2">{INVOICE_KIND_LABELS[i.kind]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
