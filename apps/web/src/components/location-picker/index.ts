export { LocationPicker, type LocationPickerProps } from './location-picker';
export { PlaceSearch, type PlaceSearchProps } from './place-search';
export { getAutocompleteQueryOptions } from './api/get-autocomplete';
export { geoQueryKey } from './api/geo-query-key';
export { useHierarchy, getHierarchyQueryOptions } from './api/get-hierarchy';
export { useCountries } from './api/get-countries';
export { keysUpTo, levelLabels, trimmed, withLevel } from './selection';
