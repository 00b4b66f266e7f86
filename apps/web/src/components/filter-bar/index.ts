export { ClearFilters, FilterBar, type ClearFiltersProps, type FilterBarProps } from './filter-bar';
export { DateRangeFilter, type DateRangeFilterProps } from './date-range-filter';
export { SearchFilter, type SearchFilterProps } from './search-filter';
export {
  labelledOptions,
  SelectFilter,
  type FilterOption,
  type SelectFilterProps,
} from './select-filter';
