import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KIND_LABELS, LISTING_KIND_OPTIONS } from '@/components/listing-card';
import { Button, cn } from '@/components/ui';
import { useListingPlaces } from '../api/get-listing-places';
import { emptySearch, toSearchParams, type ListingSearch } from '../search-params';
import { inputClass } from './filter-styles';

/**
 * The home page's search: words, kind, buy or rent, and a region or city (those with listings).
 * It opens /properties with the search in the address bar.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const places = useListingPlaces();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('');
  const [purpose, setPurpose] = useState('');
  const [placeId, setPlaceId] = useState('');
  const placeOptions = [...(places.data?.regions ?? []), ...(places.data?.cities ?? [])];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const place = placeOptions.find((p) => p.id === placeId);
    const search: ListingSearch = {
      ...emptySearch(),
      q: q.trim() || undefined,
      kind: LISTING_KIND_OPTIONS.filter((k) => k === kind),
      purpose: purpose === 'SALE' || purpose === 'RENT' ? purpose : undefined,
      placeId: place?.id,
      placeName: place?.name,
    };
    void navigate(`/properties?${toSearchParams(search)}`);
  };

  return (
    <form
      role="search"
      aria-label="Search properties"
      onSubmit={submit}
      className="grid gap-2 rounded-lg bg-white p-3 shadow-md ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr_auto]"
    >
      <label className="sr-only" htmlFor="home-q">
        What are you looking for?
      </label>
      <input
        id="home-q"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="e.g. 3 bedroom house, Kololo, lake view"
        className={cn(inputClass, 'sm:col-span-2 lg:col-span-1')}
      />
      <label className="sr-only" htmlFor="home-kind">
        Type
      </label>
      <select
        id="home-kind"
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        className={inputClass}
      >
        <option value="">Any type</option>
        {LISTING_KIND_OPTIONS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="home-purpose">
        Buy or rent
      </label>
      <select
        id="home-purpose"
        value={purpose}
        onChange={(e) => setPurpose(e.target.value)}
        className={inputClass}
      >
        <option value="">Buy or rent</option>
        <option value="SALE">Buy</option>
        <option value="RENT">Rent</option>
      </select>
      <label className="sr-only" htmlFor="home-place">
        Where
      </label>
      <select
        id="home-place"
        value={placeId}
        onChange={(e) => setPlaceId(e.target.value)}
        className={inputClass}
      >
        <option value="">Anywhere</option>
        {places.data && places.data.regions.length > 0 && (
          <optgroup label="Regions">
            {places.data.regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </optgroup>
        )}
        {places.data && places.data.cities.length > 0 && (
          <optgroup label="Cities and towns">
            {places.data.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <Button type="submit" size="md">
        Search
      </Button>
    </form>
  );
}
