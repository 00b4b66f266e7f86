// Loaded lazily by the fetcher beside it, so zod stays out of every page's first load.
export { analyticsConfigSchema } from '@afrinest/contract';
