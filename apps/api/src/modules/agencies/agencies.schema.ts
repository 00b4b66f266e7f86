import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';
import {
  geoAreas,
  geoCities,
  geoCountries,
  geoDistricts,
  geoRegions,
  geoSubRegions,
} from '../geo/geo.schema';

/**
 * Broker agencies (issue 5). The address is a geography chain (validated by the geo service)
 * whose places cannot be deleted while an agency points at them (RESTRICT, as geo does itself).
 * WhatsApp numbers are E.164 strings in a JSON array; the enquiry template and lead routing are
 * the SUPER_AGENT's settings; `rr_cursor` is the round-robin position, moved atomically.
 */
export const agencies = pgTable(
  'agency',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logoUrl: text('logo_url'),
    description: text('description').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    whatsappNumbers: jsonb('whatsapp_numbers').$type<string[]>().notNull().default([]),
    addressLine: text('address_line'),
    countryId: uuid('country_id').references(() => geoCountries.id),
    regionId: uuid('region_id').references(() => geoRegions.id),
    subRegionId: uuid('sub_region_id').references(() => geoSubRegions.id),
    districtId: uuid('district_id').references(() => geoDistricts.id),
    cityId: uuid('city_id').references(() => geoCities.id),
    areaId: uuid('area_id').references(() => geoAreas.id),
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    verified: boolean('verified').notNull().default(false),
    origin: text('origin').notNull().default('ADMIN'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    enquiryTemplate: text('enquiry_template'),
    leadRouting: text('lead_routing').notNull().default('LISTING_AGENT'),
    rrCursor: integer('rr_cursor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_status_idx').on(t.status, t.createdAt),
    index('agency_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** An agent's public profile; the agency link itself is user.agency_id (accounts). */
export const agentProfiles = pgTable('agent_profile', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  photoUrl: text('photo_url'),
  bio: text('bio').notNull().default(''),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  /** Geography place ids of any level (an area, a city, a district…). */
  areasServed: jsonb('areas_served').$type<string[]>().notNull().default([]),
  phone: text('phone'),
  whatsapp: text('whatsapp'),
  /** False once the SUPER_AGENT deactivates the agent: hidden, no leads, no changes. */
  active: boolean('active').notNull().default(true),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An emailed invitation to join an agency; only the token's hash is kept. */
export const agencyInvitations = pgTable(
  'agency_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default('AGENT'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agency_invitation_token_idx').on(t.tokenHash),
    index('agency_invitation_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

/** A visitor's contact (WhatsApp or call) for the agent's analytics. */
export const leads = pgTable(
  'lead',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The listing the visitor asked about; a foreign key arrives with listings (issue 6). */
    listingId: uuid('listing_id'),
    channel: text('channel').notNull(),
    visitorId: uuid('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_agent_idx').on(t.agentId, t.createdAt),
    index('lead_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

/**
 * What a visitor wrote with the enquiry form on a listing (issue 46): the lead's own row, one to
 * one. Mailed to the agent; the enquirer gets a copy when they gave an email address.
 */
export const leadEnquiries = pgTable('lead_enquiry', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** E.164. */
  phone: text('phone').notNull(),
  email: text('email'),
  message: text('message').notNull(),
  wantsViewing: boolean('wants_viewing').notNull().default(false),
  /** Days of the week the visitor prefers for a viewing (MON…SUN). */
  preferredDays: text('preferred_days')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
