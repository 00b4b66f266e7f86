// The home page's listing parts, composed by app/pages/home.tsx.
export { HomeSearch } from './components/home-search';
export { BrowseByPlace, FeaturedAndLatest, PlotsTeaser } from './components/home-sections';
