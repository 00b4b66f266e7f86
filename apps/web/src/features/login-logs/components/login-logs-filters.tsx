import { useEffect, useId, useRef, useState } from 'react';
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

/** A pause this long after typing sends the filter; each key press would be a request. */
const TYPING_DELAY_MS = 300;

/** A text box that reports its (trimmed) value once typing pauses, and follows the URL. */
function useTypedFilter(value: string | undefined, report: (v: string | undefined) => void) {
  const [text, setText] = useState(value ?? '');
  // The latest callback, without restarting the pause on every render.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });
  useEffect(() => setText((t) => (t.trim() === (value ?? '') ? t : (value ?? ''))), [value]);
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => reportRef.current(text.trim() || undefined), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText] as const;
}

/** Filters of SPEC §2's login-logs table: user, result, date range and IP. */
export function LoginLogsFilters({ filters, onChange }: LoginLogsFiltersProps) {
  const id = useId();
  const [user, setUser] = useTypedFilter(filters.user, (v) => onChange({ user: v }));
  const [ip, setIp] = useTypedFilter(filters.ip, (v) => onChange({ ip: v }));
  const backwards = rangeIsBackwards(filters);
  const any = Object.values(filters).some(Boolean);

  const label = (suffix: string, text: string) => (
    <label htmlFor={`${id}-${suffix}`} className="text-sm font-medium text-gray-900">
      {text}
    </label>
  );

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
      <div className="flex flex-col gap-1">
        {label('user', 'User')}
        <input
          id={`${id}-user`}
          type="search"
          value={user}
          onChange={(e) => setUser(e.target.value)}
          placeholder="Name, email or user id"
          maxLength={200}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        {label('success', 'Result')}
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
      </div>
      <div className="flex flex-col gap-1">
        {label('ip', 'IP address')}
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
      </div>
      <div className="flex flex-col gap-1">
        {label('from', 'From')}
        <input
          id={`${id}-from`}
          type="date"
          value={filters.fromDay ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        {label('to', 'To')}
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
      </div>
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
