// What the home page asks the API first (components/home-sections.tsx), shared with the web
// server, which embeds the answers in the home page's HTML (apps/web/server/initial-data.ts,
// ADR 0024). No '@/' imports: the web server runs this file as it is.

/**
 * Featured, latest and plots in one answer, composed by the API so that no listing shows in two
 * sections and listings with photos lead each (issue 39).
 */
export const HOME_LISTINGS_ENDPOINT = '/api/properties/home';
export const LISTING_PLACES_ENDPOINT = '/api/properties/places';
