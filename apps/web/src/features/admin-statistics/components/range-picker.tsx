import { useId } from 'react';
import type { TimeseriesQuery } from '@afrinest/contract';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button, Card } from '@/components/ui';
import { QUICK_RANGES, quickRange } from '@/features/admin-statistics/lib/date-range';
import type { RangeErrors } from '@/features/admin-statistics/lib/use-range-params';

export interface RangePickerProps {
  choice: TimeseriesQuery;
  errors: RangeErrors;
  onChange(patch: Partial<TimeseriesQuery>): void;
}

/** Start and end day, typed or set by a quick-select button; what is wrong shows under its field. */
export function RangePicker({ choice, errors, onChange }: RangePickerProps) {
  const id = useId();
  const today = new Date();
  const field = (key: keyof TimeseriesQuery, label: string) => {
    const error = errors[key];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          type="date"
          value={choice[key]}
          onChange={(e) => onChange({ [key]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          className={inputClass}
        />
        <FieldErrorText id={`${id}-${key}-error`} message={error} />
      </div>
    );
  };
  return (
    <Card>
      <div className="flex flex-col gap-4">
        <div role="group" aria-label="Quick select" className="flex flex-wrap gap-2">
          {QUICK_RANGES.map((label) => {
            const range = quickRange(label, today);
            const chosen = range.startDate === choice.startDate && range.endDate === choice.endDate;
            return (
              <Button
                key={label}
                size="sm"
                variant={chosen ? 'primary' : 'secondary'}
                aria-pressed={chosen}
                onClick={() => onChange(range)}
              >
                {label}
              </Button>
            );
          })}
        </div>
        <div className="grid max-w-xl gap-3 sm:grid-cols-2">
          {field('startDate', 'Start date')}
          {field('endDate', 'End date')}
        </div>
      </div>
    </Card>
  );
}
