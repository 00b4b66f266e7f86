import { lazy, Suspense, useState } from 'react';
import { get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { selectionKeys, type ListingFormValues, type SelectionKey } from '@afrinest/contract';
import { LocationPicker, useHierarchy } from '@/components/location-picker';
import { Button, Spinner } from '@/components/ui';
import { OptionalNumberField } from './form-fields';

// Leaflet loads only when someone opens the map.
const PinMap = lazy(() => import('./pin-map'));
const KAMPALA: [number, number] = [0.3476, 32.5825];

/** Where it is: the place (picker), an optional pin (map or typed coordinates) and the address. */
export function LocationSection() {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const location = useController({ control, name: 'location' });
  const { errors } = useFormState({ control, name: 'location' });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const [showMap, setShowMap] = useState(false);

  const selection = location.field.value ?? {};
  const deepest = [...selectionKeys].reverse().find((k) => selection[k]);
  const place = useHierarchy(deepest ? selection[deepest] : null);
  const placeLat = place.data?.latitude;
  const placeLng = place.data?.longitude;
  const hasPin = typeof latitude === 'number' && typeof longitude === 'number';
  const centreNow = (): [number, number] =>
    hasPin
      ? [latitude, longitude]
      : placeLat != null && placeLng != null
        ? [placeLat, placeLng]
        : KAMPALA;
  // The pin moving must not pan the map under the pointer: only a new place recentres it.
  const [center, setCenter] = useState(centreNow);
  const [centredOn, setCentredOn] = useState({ placeLat, placeLng });
  if (centredOn.placeLat !== placeLat || centredOn.placeLng !== placeLng) {
    setCentredOn({ placeLat, placeLng });
    setCenter(centreNow());
  }

  const message = (path: string) =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const levelErrors = Object.fromEntries(
    selectionKeys.flatMap((k) => {
      const m = message(`location.${k}`);
      return m ? [[k, m]] : [];
    }),
  ) as Partial<Record<SelectionKey, string>>;
  const pin = (point: [number, number]) => {
    setValue('latitude', point[0], { shouldDirty: true, shouldValidate: true });
    setValue('longitude', point[1], { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <LocationPicker
        value={selection}
        onChange={location.field.onChange}
        label="Place"
        errors={levelErrors}
      />
      {message('location') && <p className="text-sm text-red-700">{message('location')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <OptionalNumberField<ListingFormValues>
          name="latitude"
          label="Latitude"
          hint="Optional: without a pin the place's centre is used."
        />
        <OptionalNumberField<ListingFormValues> name="longitude" label="Longitude" />
      </div>
      <div>
        <Button variant="secondary" onClick={() => setShowMap((s) => !s)} aria-expanded={showMap}>
          {showMap ? 'Hide the map' : 'Place the pin on a map'}
        </Button>
      </div>
      {showMap && (
        <Suspense fallback={<Spinner label="Loading the map…" />}>
          <p className="text-sm text-gray-700">
            Click the map to place the pin; drag it to move it.
          </p>
          <PinMap pin={hasPin ? [latitude, longitude] : null} center={center} onPin={pin} />
        </Suspense>
      )}
    </div>
  );
}
