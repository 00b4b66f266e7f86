import { sql, type AnyColumn } from 'drizzle-orm';
import { isoTime, jsonObject, jsonWhen } from '../../platform/db/json-object';
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
    jsonObject({ value, unit, widthFt, lengthFt, squareMetres: m2 }),
  );

/**
 * A listing's result card (the contract's ListingSummary) as PostgreSQL writes it, for a page
 * read that joins the listing's agency (ADR 0032). Four fields are the service's to add
 * (`withCardExtras`): the place (geography's names), the cover (storage URLs), `featured` (the
 * service's clock) and `distanceKm` (rounded as every distance the API sends). The same fields
 * as `toListingSummary(toListingDto(…))`, which the search tests compare it with.
 */
export const cardJson = jsonObject({
  id: l.id,
  kind: l.kind,
  purpose: l.purpose,
  rentPeriod: l.rentPeriod,
  title: l.title,
  price: jsonObject({ amount: l.priceAmount, currency: l.currency }),
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
      tenure: l.tenure,
      leaseYears: l.leaseYears,
      titleStatus: l.titleStatus,
      accessRoad: l.accessRoad,
      utilities: l.utilities,
    }),
  ),
  latitude: l.latitude,
  longitude: l.longitude,
  agency: jsonObject({ id: agencies.id, name: agencies.name, slug: agencies.slug }),
  status: l.status,
  publishedAt: isoTime(l.publishedAt),
});
