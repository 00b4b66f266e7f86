import { AREAS_SERVED_MAX } from '@afrinest/contract';
import { PlaceSearch } from '@/components/location-picker';
import { cn, focusRing } from '@/components/ui';

export interface AreaChoice {
  id: string;
  label: string;
}

export interface AreasFieldProps {
  value: AreaChoice[];
  onChange(next: AreaChoice[]): void;
  error?: string;
}

/**
 * Areas served, each a real place from the geography (found through the shared place search),
 * so the directory's search by area finds this agent at that place and everything above it.
 */
export function AreasField({ value, onChange, error }: AreasFieldProps) {
  const full = value.length >= AREAS_SERVED_MAX;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Areas served</legend>
      {value.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label="Areas you serve">
          {value.map((area) => (
            <li
              key={area.id}
              className="flex items-center justify-between gap-2 rounded-md bg-gray-50 px-3 py-1 text-sm text-gray-900"
            >
              <span>{area.label}</span>
              <button
                type="button"
                aria-label={`Remove ${area.label}`}
                onClick={() => onChange(value.filter((a) => a.id !== area.id))}
                className={cn('min-h-9 rounded-md px-2 text-red-700 hover:bg-red-50', focusRing)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">
          No areas yet: visitors searching by area will not find you.
        </p>
      )}
      {full ? (
        <p className="text-sm text-gray-700">At most {AREAS_SERVED_MAX} areas.</p>
      ) : (
        <PlaceSearch
          // A fresh, empty box after each area added (the search keeps the chosen label otherwise).
          key={value.length}
          label="Add an area"
          onSelect={(place) => {
            if (!value.some((a) => a.id === place.id))
              onChange([...value, { id: place.id, label: place.label }]);
          }}
        />
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
