// What the home page asks the API first (components/home-sections.tsx), shared with the web
// server, which embeds the answers in the home page's HTML (apps/web/server/initial-data.ts,
// ADR 0024). No '@/' imports: the web server runs this file as it is.

/** Featured listings on the home page, and featured plots in its plots teaser. */
export const HOME_FEATURED_LIMIT = 8;
export const HOME_FEATURED_PLOTS_LIMIT = 4;
/** The newest listings; the newest plots when no plot is featured. */
export const HOME_LATEST_QUERY = { sort: 'newest', page: '1', pageSize: '8' } as const;
export const HOME_PLOTS_QUERY = { sort: 'newest', page: '1', pageSize: '4' } as const;

export const FEATURED_ENDPOINTS = {
  properties: '/api/properties/featured',
  plots: '/api/plots/featured',
} as const;
export const LISTING_PLACES_ENDPOINT = '/api/properties/places';
