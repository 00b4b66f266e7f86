import { z } from 'zod';
import { text } from './primitives';
import { emailSchema, passwordSchema } from './auth';
import { locationSelectionSchema, placeSchema } from './geo';
import { AgenciesMessages } from './agencies-messages';
import { optionalPhoneSchema, phoneSchema } from './phone';
import { pageOf, pageQuerySchema, sortOrderSchema, textFilter } from './paging';

/**
 * Agencies (broker agencies), their agents and the leads visitors send them (issue 5, ADR 0009).
 * An agency is PENDING until an admin activates it; a SUSPENDED agency (with the reason) and its
 * agents leave public view and come back when it is reactivated.
 */
export const agencyStatusSchema = z.enum(['PENDING', 'ACTIVE', 'SUSPENDED']);
export type AgencyStatus = z.infer<typeof agencyStatusSchema>;
export const agencyOriginSchema = z.enum(['ADMIN', 'REQUEST']);
/** How an agency-level enquiry picks its agent. */
export const leadRoutingSchema = z.enum(['LISTING_AGENT', 'ROUND_ROBIN', 'BY_AREA']);
export type LeadRouting = z.infer<typeof leadRoutingSchema>;
/** WHATSAPP and PHONE are taps on the contact links; ENQUIRY is the listing's enquiry form. */
export const leadChannelSchema = z.enum(['WHATSAPP', 'PHONE', 'ENQUIRY']);
export type LeadChannel = z.infer<typeof leadChannelSchema>;
/** The channels of POST …/contact (the enquiry form has its own route). */
export const contactChannelSchema = leadChannelSchema.exclude(['ENQUIRY']);
export type ContactChannel = z.infer<typeof contactChannelSchema>;
export const agentRoleSchema = z.enum(['AGENT', 'SUPER_AGENT']);

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable();
const optionalUrl = text()
  .trim()
  .max(500, 'At most 500 characters.')
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a web address.' })]))
  .transform((s) => (s === '' ? null : s))
  .nullable();
export const SLUG_MESSAGE = 'Lower-case letters, digits and dashes, e.g. kampala-homes.';
export const WHATSAPP_NUMBERS_MAX = 5;
const whatsappNumbers = z
  .array(phoneSchema)
  .max(WHATSAPP_NUMBERS_MAX, `At most ${WHATSAPP_NUMBERS_MAX} numbers.`)
  .refine((a) => new Set(a).size === a.length, 'Each number once.');

/** The agency form of the admin screens (create and edit). An empty slug is made from the name. */
export const agencyInputSchema = z.object({
  name: text().trim().min(2, 'Enter the agency name.').max(120, 'At most 120 characters.'),
  slug: text()
    .trim()
    .toLowerCase()
    .max(80, 'At most 80 characters.')
    .pipe(z.union([z.literal(''), z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE)])),
  logoUrl: optionalUrl,
  description: text().trim().max(4000, 'At most 4000 characters.'),
  phone: optionalPhoneSchema,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address.')]))
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  whatsappNumbers,
  addressLine: optionalText(200),
  location: locationSelectionSchema,
  verified: z.boolean(),
});
export type AgencyInput = z.infer<typeof agencyInputSchema>;
export type AgencyFormValues = z.input<typeof agencyInputSchema>;

const REASON_MAX = 500;
/** PUT /api/admin/broker/agencies/{id}/status: suspending needs a reason the agency sees. */
export const agencyStatusInputSchema = z
  .object({
    status: agencyStatusSchema,
    reason: text().trim().max(REASON_MAX, `At most ${REASON_MAX} characters.`).default(''),
  })
  .refine((v) => v.status !== 'SUSPENDED' || v.reason.length >= 3, {
    message: AgenciesMessages.REASON_REQUIRED,
    path: ['reason'],
  });
export type AgencyStatusInput = z.input<typeof agencyStatusInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** An agency as the admin screens see it. */
export const agencySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsappNumbers: z.array(z.string()),
  addressLine: z.string().nullable(),
  location: locationSelectionSchema,
  /** The address place with its chain ("Kololo, Kampala, …"), or null when none is set. */
  place: placeSchema.nullable(),
  status: agencyStatusSchema,
  statusReason: z.string().nullable(),
  verified: z.boolean(),
  origin: agencyOriginSchema,
  createdBy: personSchema.nullable(),
  agentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

/** Sort keys of the admin agencies table (the table's column ids). Status sorts PENDING first. */
export const agencySortSchema = z.enum(['name', 'status', 'agentCount', 'createdAt']);
export type AgencySort = z.infer<typeof agencySortSchema>;
export const listAgenciesQuerySchema = pageQuerySchema.extend({
  q: textFilter(200),
  status: agencyStatusSchema.optional(),
  sort: agencySortSchema.default('createdAt'),
  order: sortOrderSchema.default('desc'),
});
export type ListAgenciesQueryInput = z.input<typeof listAgenciesQuerySchema>;
export const agencyPageSchema = pageOf(agencySchema);
export type AgencyPage = z.infer<typeof agencyPageSchema>;
export const idParamsSchema = z.object({ id: z.uuid('The id is a UUID.') });
/** DELETE /api/admin/broker/agencies/{id}/invitations/{invitationId}: an admin cancels one. */
export const agencyInvitationParamsSchema = idParamsSchema.extend({
  invitationId: z.uuid('The invitation id is a UUID.'),
});
export const tokenParamsSchema = z.object({ token: text().min(10).max(200) });

/** An agent (AGENT or SUPER_AGENT) with their public profile. */
export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: agentRoleSchema,
  agencyId: z.string(),
  agencyName: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string(),
  languages: z.array(z.string()),
  areasServed: z.array(placeSchema),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  active: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;
export const agentPageSchema = pageOf(agentSchema);
export type AgentPage = z.infer<typeof agentPageSchema>;

/** Sort keys of the agents tables (the table's column ids); by name A→Z unless asked. */
export const agentSortSchema = z.enum(['name', 'agencyName', 'role', 'active']);
export type AgentSort = z.infer<typeof agentSortSchema>;
export const listAgentsQuerySchema = pageQuerySchema.extend({
  q: textFilter(200),
  agencyId: z.uuid('The agency id is a UUID.').optional(),
  sort: agentSortSchema.default('name'),
  order: sortOrderSchema.default('asc'),
});
export type ListAgentsQueryInput = z.input<typeof listAgentsQuerySchema>;

export const AREAS_SERVED_MAX = 20;
export const LANGUAGES_MAX = 10;
/** PUT /api/agent/profile: what an agent shows visitors. */
export const agentProfileInputSchema = z.object({
  photoUrl: optionalUrl,
  bio: text().trim().max(2000, 'At most 2000 characters.'),
  languages: z
    .array(text().trim().min(2, 'Name the language.').max(40, 'At most 40 characters.'))
    .max(LANGUAGES_MAX, `At most ${LANGUAGES_MAX} languages.`),
  areasServed: z
    .array(z.uuid('Choose the area from the list of places.'))
    .max(AREAS_SERVED_MAX, `At most ${AREAS_SERVED_MAX} areas.`),
  phone: optionalPhoneSchema,
  whatsapp: optionalPhoneSchema,
});
export type AgentProfileInput = z.infer<typeof agentProfileInputSchema>;
export type AgentProfileFormValues = z.input<typeof agentProfileInputSchema>;

/** An invitation to join an agency (sent by its SUPER_AGENT, or by an admin for the first one). */
export const invitationInputSchema = z.object({
  email: emailSchema,
  name: text().trim().min(2, 'Enter the name.').max(120, 'At most 120 characters.'),
});
export const adminInvitationInputSchema = invitationInputSchema.extend({ role: agentRoleSchema });
export type InvitationInput = z.input<typeof adminInvitationInputSchema>;
export const invitationSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  email: z.string(),
  name: z.string(),
  role: agentRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const INVITATION_DAYS = 7;

/** GET /api/agent-invitations/{token}: what the invited person sees before accepting. */
export const invitationPreviewSchema = z.object({
  agencyName: z.string(),
  email: z.string(),
  name: z.string(),
  role: agentRoleSchema,
  /** True when the address already has an account: the person signs in instead of choosing a password. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
/** POST …/accept: a new account gives name and password; an existing one sends its bearer. */
export const acceptInvitationSchema = z.object({
  name: text().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.').optional(),
  password: passwordSchema.optional(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The agency's own view and settings (agent/whatsapp, SUPER_AGENT only). */
export const DEFAULT_ENQUIRY_TEMPLATE =
  'Hello {agent}, I saw {listing} on AfriNest and would like to know more: {link}';
export const ENQUIRY_PLACEHOLDERS = ['{agency}', '{agent}', '{listing}', '{link}'] as const;
export const whatsappSettingsSchema = z.object({
  whatsappNumbers,
  enquiryTemplate: text()
    .trim()
    .min(10, 'At least 10 characters.')
    .max(500, 'At most 500 characters.')
    .refine((t) => t.includes('{link}'), 'Keep {link} so the agent knows which page was seen.'),
  leadRouting: leadRoutingSchema,
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;
/** The settings as answered (plain values: answers are not parsed again). */
export const whatsappSettingsViewSchema = z.object({
  whatsappNumbers: z.array(z.string()),
  enquiryTemplate: z.string(),
  leadRouting: leadRoutingSchema,
});
export type WhatsappSettingsValues = z.input<typeof whatsappSettingsSchema>;

/** Public: an agency's page (ACTIVE agencies only). */
export const publicAgentSchema = agentSchema.omit({ email: true, active: true }).extend({
  whatsappUrl: z.string().nullable(),
  phoneUrl: z.string().nullable(),
});
export type PublicAgent = z.infer<typeof publicAgentSchema>;
export const publicAgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  addressLine: z.string().nullable(),
  place: placeSchema.nullable(),
  verified: z.boolean(),
  /** Click-to-chat with the prefilled enquiry; the contact call records the lead and may route it. */
  whatsappUrl: z.string().nullable(),
  phoneUrl: z.string().nullable(),
  agents: z.array(publicAgentSchema),
});
export type PublicAgency = z.infer<typeof publicAgencySchema>;
export const publicAgentPageSchema = pageOf(publicAgentSchema);
export type PublicAgentPage = z.infer<typeof publicAgentPageSchema>;
export const brokersQuerySchema = pageQuerySchema.extend({
  q: textFilter(200),
  /** Agents serving this place (any level of the geography). */
  areaId: z.uuid('Choose the area from the list of places.').optional(),
  agencyId: z.uuid('The agency id is a UUID.').optional(),
});
export type BrokersQueryInput = z.input<typeof brokersQuerySchema>;

/** POST …/contact: records a lead and answers the link to open. */
export const contactInputSchema = z.object({
  channel: contactChannelSchema,
  listingId: z.uuid().optional(),
  /** The visitor's area of interest, for BY_AREA routing. */
  areaId: z.uuid().optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export const contactResultSchema = z.object({ url: z.string(), agentId: z.string().nullable() });
export type ContactResult = z.infer<typeof contactResultSchema>;

/** POST /api/broker/agencies/requests: a signed-in person asks for their agency to join. */
export const agencyRequestSchema = agencyInputSchema.omit({ slug: true, verified: true });
export type AgencyRequestValues = z.input<typeof agencyRequestSchema>;

/**
 * POST /api/agent/agents/{id}/move-listings (and the admin twin): every listing of the agent
 * goes to another active agent of the same agency, typically before deactivating them.
 */
export const moveListingsInputSchema = z.object({
  toAgentId: z.uuid(AgenciesMessages.MOVE_TARGET_INVALID),
});
export type MoveListingsInput = z.input<typeof moveListingsInputSchema>;
export const moveListingsResultSchema = z.object({ moved: z.number().int() });
export type MoveListingsResult = z.infer<typeof moveListingsResultSchema>;

/** The window of GET /api/agent/leads/summary. */
export const LEADS_SUMMARY_DAYS = 30;
/** GET /api/agent/leads: an AGENT reads their own; a SUPER_AGENT the agency's, by agent if asked. */
export const leadsQuerySchema = pageQuerySchema.extend({
  agentId: z.uuid('The agent id is a UUID.').optional(),
});
export type LeadsQueryInput = z.input<typeof leadsQuerySchema>;
export const leadsSummaryQuerySchema = leadsQuerySchema.pick({ agentId: true });
export type LeadsSummaryQueryInput = z.input<typeof leadsSummaryQuerySchema>;
const namedRef = z.object({ id: z.string(), name: z.string() });
/** One enquiry: who got it, about which listing (if any), over which channel, when. */
export const leadSchema = z.object({
  id: z.string(),
  channel: leadChannelSchema,
  createdAt: z.string(),
  agent: namedRef.nullable(),
  /** Null for an enquiry about the agency or agent page; a deleted listing keeps its title. */
  listing: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadPageSchema = pageOf(leadSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;
/** The last LEADS_SUMMARY_DAYS days: totals by channel, listing, agent and UTC day. */
export const leadsSummarySchema = z.object({
  from: z.string(),
  total: z.number().int(),
  byChannel: z.object({
    WHATSAPP: z.number().int(),
    PHONE: z.number().int(),
    ENQUIRY: z.number().int(),
  }),
  /** Most enquired first; enquiries about no listing are left out. */
  byListing: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int() })),
  /** Most enquired first; the SUPER_AGENT's per-agent counts. */
  byAgent: z.array(namedRef.extend({ count: z.number().int() })),
  /** Every day of the window, oldest first, zero days included ("2026-11-22"). */
  byDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type LeadsSummary = z.infer<typeof leadsSummarySchema>;
