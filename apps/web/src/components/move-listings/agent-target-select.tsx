import { useEffect, useId, useRef } from 'react';
import { Alert, Spinner } from '@/components/ui';

export interface AgentTarget {
  id: string;
  name: string;
  email: string;
}

export interface AgentTargetSelectProps {
  /** The agents who may take the listings (active, not the one leaving). */
  targets: readonly AgentTarget[];
  loading: boolean;
  loadingLabel: string;
  emptyMessage: string;
  value: string;
  onChange(agentId: string): void;
}

/** Where an agent's listings go: a select of colleagues, focused once they have loaded. */
export function AgentTargetSelect({
  targets,
  loading,
  loadingLabel,
  emptyMessage,
  value,
  onChange,
}: AgentTargetSelectProps) {
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    selectRef.current?.focus();
  }, [loading]);

  if (loading) return <Spinner label={loadingLabel} />;
  if (targets.length === 0) return <Alert variant="warning">{emptyMessage}</Alert>;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
        Move the listings to
      </label>
      <select
        id={selectId}
        ref={selectRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-gray-300 bg-white px-3 text-gray-900"
      >
        <option value="">Choose an agent</option>
        {targets.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.email})
          </option>
        ))}
      </select>
    </div>
  );
}
