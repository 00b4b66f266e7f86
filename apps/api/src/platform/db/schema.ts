// Every table, gathered for drizzle-kit and for typed queries. Each area owns its schema file.
export * from '../../modules/users/users.schema';
export * from '../../modules/website-state/website-state.schema';
export * from '../../modules/settings/settings.schema';
export * from '../../modules/audit/audit.schema';
export * from '../../modules/statistics/statistics.schema';
export * from '../../modules/login-logs/login-logs.schema';
export * from '../../modules/auth/auth.schema';
export * from '../../modules/users/preferences.schema';
export * from '../../modules/geo/geo.schema';
export * from '../../modules/agencies/agencies.schema';
export * from '../../modules/listings/listings.schema';
export * from '../../modules/favourites/favourites.schema';
export * from '../../modules/media/media.schema';
export * from '../mail/mail.schema';
export * from '../../modules/commerce/commerce.schema';
export * from '../../modules/commerce/payments.schema';
export * from '../../modules/content/content.schema';
