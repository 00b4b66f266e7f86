import { lazy, Suspense, useRef } from 'react';
import type { Place } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import { useAfterLoad } from '@/lib/use-after-load';
import { useNearViewport } from '@/lib/use-near-viewport';
import { inputClass } from './filter-styles';

// The place search parses its answers with zod: loaded once the page has loaded and the field is
// on screen (on a phone, when the filters are opened), off the first chunk and out of the way of
// the first screen's data, photos and hydration (evaluating zod costs a phone 100–200 ms).
const PlaceSearch = lazy(() =>
  import('@/components/location-picker/place-search').then((m) => ({ default: m.PlaceSearch })),
);

export interface PlaceFilterProps {
  placeId: string | undefined;
  placeName: string | undefined;
  onChange: (place: { placeId: string; placeName: string } | null) => void;
}

/** Where: any place of any level (region, city, neighbourhood), as a removable chip once chosen. */
export function PlaceFilter({ placeId, placeName, onChange }: PlaceFilterProps) {
  if (placeId)
    return (
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-gray-800">Location</span>
        <span className="inline-flex min-h-11 items-center justify-between gap-2 rounded-md border border-emerald-700 bg-emerald-50 px-3 text-sm text-emerald-900">
          <span className="truncate">{placeName ?? 'Chosen place'}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={`Remove the location ${placeName ?? ''}`.trim()}
            className={cn('rounded px-1 text-lg leading-none', focusRing)}
          >
            ×
          </button>
        </span>
      </div>
    );
  return <PlaceSearchField onChange={onChange} />;
}

/** The search box, its code loaded when it is near the screen (a fresh observer per mount). */
function PlaceSearchField({ onChange }: Pick<PlaceFilterProps, 'onChange'>) {
  const afterLoad = useAfterLoad();
  const field = useRef<HTMLDivElement>(null);
  const near = useNearViewport(field, '0px');
  const loading = (
    <div ref={field} className="flex flex-col gap-1">
      <span className="text-xs font-medium text-gray-800">Location</span>
      <input disabled aria-label="Location" className={inputClass} placeholder="Loading…" />
    </div>
  );
  if (!afterLoad || !near) return loading;
  return (
    <Suspense fallback={loading}>
      <PlaceSearch
        label="Location"
        placeholder="Region, city or neighbourhood"
        onSelect={(place: Place) => onChange({ placeId: place.id, placeName: place.name })}
      />
    </Suspense>
  );
}
