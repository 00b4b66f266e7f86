import type { InvoiceKind } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';

const CHOICES: { kind: InvoiceKind | undefined; label: string }[] = [
  { kind: undefined, label: 'All' },
  { kind: 'INVOICE', label: 'Invoices' },
  { kind: 'CREDIT_NOTE', label: 'Credit notes' },
];

/** All, invoices only, or credit notes only: three buttons, the current one pressed. */
export function KindFilter({
  kind,
  onKind,
}: {
  kind: InvoiceKind | undefined;
  onKind(kind: InvoiceKind | undefined): void;
}) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
      {CHOICES.map((c) => (
        <button
          key={c.label}
          type="button"
          aria-pressed={kind === c.kind}
          onClick={() => onKind(c.kind)}
          className={cn(
            'min-h-11 rounded-full border px-4 text-sm font-medium',
            kind === c.kind
              ? 'border-emerald-700 bg-emerald-700 text-white'
              : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
            focusRing,
          )}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
