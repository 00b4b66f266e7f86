import { lazy, Suspense } from 'react';
import type { Place } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import { useAfterLoad } from '@/lib/use-after-load';
import { inputClass } from './filter-styles';

// The place search parses its answers with zod: loaded once the page has loaded, off the first
// chunk and out of the way of the first screen's data and photos.
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
  const afterLoad = useAfterLoad();
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
  const loading = (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-gray-800">Location</span>
      <input disabled aria-label="Location" className={inputClass} placeholder="Loading…" />
    </div>
  );
  if (!afterLoad) return loading;
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
