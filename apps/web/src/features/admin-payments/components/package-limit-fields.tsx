import { TextField } from '@/components/form';

/** How many purchases of a package an agency may make, and in how many days. */
export function PackageLimitFields() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        name="maxPurchases"
        label="Purchases at most"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        hint="By one agency."
        required
      />
      <TextField
        name="periodDays"
        label="In any period of (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={3660}
        hint="e.g. 30 for a month."
        required
      />
    </div>
  );
}
