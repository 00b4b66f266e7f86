import { useId } from 'react';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import {
  rangeIsBackwards,
  type LoginLogFilters,
} from '@/features/login-logs/use-login-logs-params';

export interface LoginLogsFiltersProps {
  filters: LoginLogFilters;
  onChange(patch: Record<string, string | undefined>): void;
}

/** Filters of SPEC §2's login-logs table: user, result, date range and IP. */
export function LoginLogsFilters({ filters, onChange }: LoginLogsFiltersProps) {
  const id = useId();
  const [user, setUser] = useTypedFilter(filters.user, (v) => onChange({ user: v }));
  const [ip, setIp] = useTypedFilter(filters.ip, (v) => onChange({ ip: v }));
  const backwards = rangeIsBackwards(filters);
  const any = Object.values(filters).some(Boolean);

  return (
    <form
      role="search"
      aria-label="Filter sign-in attempts"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ user: user.trim() || undefined, ip: ip.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-user`} label="User">
        <input
          id={`${id}-user`}
          type="search"
          value={user}
          onChange={(e) => setUser(e.target.value)}
          placeholder="Name, email or user id"
          maxLength={200}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-success`} label="Result">
        <select
          id={`${id}-success`}
          value={filters.success ?? ''}
          onChange={(e) => onChange({ success: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All attempts</option>
          <option value="true">Successful</option>
          <option value="false">Failed</option>
        </select>
      </FilterField>
      <FilterField id={`${id}-ip`} label="IP address">
        <input
          id={`${id}-ip`}
          type="search"
          inputMode="decimal"
          value={ip}
          onChange={(e) => setIp(e.target.value)}
          placeholder="e.g. 41.210. for a whole range"
          maxLength={64}
          spellCheck={false}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-from`} label="From">
        <input
          id={`${id}-from`}
          type="date"
          value={filters.fromDay ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To">
        <input
          id={`${id}-to`}
          type="date"
          value={filters.toDay ?? ''}
          min={filters.fromDay}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? `${id}-to-error` : undefined}
          className={inputClass}
        />
        {backwards && (
          <p id={`${id}-to-error`} className="text-sm text-red-700">
            The end is before the start.
          </p>
        )}
      </FilterField>
      <div className="flex items-end">
        <Button
          variant="ghost"
          disabled={!any}
          onClick={() => {
            setUser('');
            setIp('');
            onChange({
              user: undefined,
              success: undefined,
              ip: undefined,
              from: undefined,
              to: undefined,
            });
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
