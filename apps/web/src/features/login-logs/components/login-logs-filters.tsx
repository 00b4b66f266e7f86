import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/filter-bar';
import { useTypedFilter } from '@/components/form';
import {
  rangeIsBackwards,
  type LoginLogFilters,
} from '@/features/login-logs/use-login-logs-params';

export interface LoginLogsFiltersProps {
  filters: LoginLogFilters;
  onChange(patch: Record<string, string | undefined>): void;
}

const resultOptions = [
  ['true', 'Successful'],
  ['false', 'Failed'],
] as const;

/** Filters of SPEC §2's login-logs table: user, result, date range and IP. */
export function LoginLogsFilters({ filters, onChange }: LoginLogsFiltersProps) {
  const [user, setUser] = useTypedFilter(filters.user, (v) => onChange({ user: v }));
  const [ip, setIp] = useTypedFilter(filters.ip, (v) => onChange({ ip: v }));
  return (
    <FilterBar
      label="Filter sign-in attempts"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={() => onChange({ user: user.trim() || undefined, ip: ip.trim() || undefined })}
      clear={{
        filtered: Object.values(filters).some(Boolean),
        wrapClassName: 'flex items-end',
        onClear: () => {
          setUser('');
          setIp('');
          onChange({
            user: undefined,
            success: undefined,
            ip: undefined,
            from: undefined,
            to: undefined,
          });
        },
      }}
    >
      <SearchFilter
        label="User"
        value={user}
        onChange={setUser}
        placeholder="Name, email or user id"
        maxLength={200}
      />
      <SelectFilter
        label="Result"
        value={filters.success}
        onChange={(success) => onChange({ success })}
        options={resultOptions}
        allLabel="All attempts"
      />
      <SearchFilter
        label="IP address"
        inputMode="decimal"
        value={ip}
        onChange={setIp}
        placeholder="e.g. 41.210. for a whole range"
        maxLength={64}
        spellCheck={false}
      />
      <DateRangeFilter
        from={filters.fromDay}
        to={filters.toDay}
        onChange={onChange}
        ordered
        error={rangeIsBackwards(filters) ? 'The end is before the start.' : undefined}
      />
    </FilterBar>
  );
}
