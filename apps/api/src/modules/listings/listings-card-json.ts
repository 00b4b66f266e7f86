import { sql, type AnyColumn } from 'drizzle-orm';
import { jsonCode, jsonIsoTime, jsonObject, jsonWhen } from '../../platform/db/json-object';
import { agencies } from '../agencies/agencies.schema';
import { listings as l } from './listings.schema';

/** A size as `sizeView` makes it (listings.dto.ts): none without its value, unit and m². */
const sizeJson = (
  value: AnyColumn,
  unit: AnyColumn,
  widthFt: AnyColumn,
  lengthFt: AnyColumn,
  m2: AnyColumn,
) =>
  jsonWhen(
    sql`${value} is not null and ${unit} is not null and ${m2} is not null`,
    jsonObject({ value, unit: jsonCode(unit), widthFt, lengthFt, squareMetres: m2 }),
  );

/**
 * A listing's result card (the contract's ListingSummary) as PostgreSQL writes it, for a page
 * read that joins the listing's agency (ADR 0032). Four fields are the service's to add
 * (`withCardExtras`): the place (geography's names), the cover (storage URLs), `featured` (the
 * service's clock) and `distanceKm` (rounded as every distance the API sends). The same fields
 * as `toListingSummary(toListingDto(…))`, which the search tests compare it with. The codes
 * (kind, statuses, units, currency, slug) are written as they are (`jsonCode`): the CHECK
 * constraints `listing_codes_plain` and `agency_slug_plain` keep them plain.
 */
export const cardJson = jsonObject({
  id: l.id,
  kind: jsonCode(l.kind),
  purpose: jsonCode(l.purpose),
  rentPeriod: jsonCode(l.rentPeriod),
  title: l.title,
  price: jsonObject({ amount: l.priceAmount, currency: jsonCode(l.currency) }),
  negotiable: l.negotiable,
  bedrooms: l.bedrooms,
  bathrooms: l.bathrooms,
  floorArea: sizeJson(
    l.floorAreaValue,
    l.floorAreaUnit,
    l.floorAreaWidthFt,
    l.floorAreaLengthFt,
    l.floorAreaM2,
  ),
  landSize: sizeJson(
    l.landSizeValue,
    l.landSizeUnit,
    l.landSizeWidthFt,
    l.landSizeLengthFt,
    l.landSizeM2,
  ),
  land: jsonWhen(
    sql`${l.tenure} is not null and ${l.titleStatus} is not null`,
    jsonObject({
      tenure: jsonCode(l.tenure),
      leaseYears: l.leaseYears,
      titleStatus: jsonCode(l.titleStatus),
      accessRoad: jsonCode(l.accessRoad),
      utilities: l.utilities,
    }),
  ),
  latitude: l.latitude,
  longitude: l.longitude,
  agency: jsonObject({ id: agencies.id, name: agencies.name, slug: jsonCode(agencies.slug) }),
  status: jsonCode(l.status),
  publishedAt: jsonIsoTime(l.publishedAt),
});
