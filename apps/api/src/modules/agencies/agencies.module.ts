import type { Db } from '../../platform/db/client';
import type { EventOutbox } from '../../platform/events/outbox';
import type { Mailer } from '../../platform/mail/mailer';
import type { App } from '../../platform/http/types';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from '../geo/geo.service';
import type { ListingsService } from '../listings/crud/listings.service';
import type { UsersService } from '../users/users.service';
import { adminAgenciesRoutes } from './admin-agencies.routes';
import { agentAreaRoutes } from './agent-area.routes';
import { agentLeadsRoutes } from './agent-leads.routes';
import { createAgenciesRepository } from './agencies.repository';
import { createAgenciesService } from './agencies.service';
import { createAgentsRepository } from './agents.repository';
import { createAgentsService } from './agents.service';
import { createContactService } from './contact.service';
import { createInvitationsService } from './invitations.service';
import { createLeadsRepository } from './leads.repository';
import { createLeadsService } from './leads.service';
import { createListingEnquiryService } from './listing-enquiry.service';
import { listingEnquiryRoutes } from './listing-enquiry.routes';
import { publicAgenciesRoutes } from './public-agencies.routes';
import type { AgencyEntitlements } from './agency-entitlements';

/** Builds the agencies area (agencies, agents, invitations, contact) for the composition root. */
export function createAgenciesModule(
  db: Db,
  deps: {
    geo: GeoService;
    users: UsersService;
    audit: AuditService;
    mailer: Mailer;
    /** Listings (issue 6): contact about a listing, moving a leaving agent's listings. */
    listings: Pick<ListingsService, 'get' | 'countEnquiry' | 'reassignAgent'>;
    /** Agency changes public listing reads show (ADR 0021). */
    listingsChanged: () => Promise<void>;
    createAccount: (input: { email: string; name: string; password: string }) => Promise<string>;
    assertRegistrationAllowed: () => Promise<void>;
    webUrl: string;
    product: string;
    onMailError: (e: unknown) => void;
    /** The commerce area (issue 41), called per request once it is built. */
    entitlements: AgencyEntitlements;
    /** Product events (issue 45): agencies and leads. */
    outbox: EventOutbox;
  },
) {
  const repo = createAgenciesRepository(db);
  const agencies = createAgenciesService({ repo, ...deps });
  const agents = createAgentsService({ repo: createAgentsRepository(db), agencies, ...deps });
  const invitations = createInvitationsService({ repo, agencies, agents, ...deps });
  const contact = createContactService({ agencies, agents, ...deps });
  const leads = createLeadsService({ repo: createLeadsRepository(db), agents });
  const listingEnquiry = createListingEnquiryService({ agencies, agents, ...deps });
  return {
    agencies,
    agents,
    invitations,
    contact,
    leads,
    listingEnquiry,
    entitlements: deps.entitlements,
  };
}
export type AgenciesModule = ReturnType<typeof createAgenciesModule>;

export function agenciesRoutes(app: App, m: AgenciesModule): void {
  adminAgenciesRoutes(app, m);
  agentAreaRoutes(app, m);
  agentLeadsRoutes(app, m);
  publicAgenciesRoutes(app, m);
  listingEnquiryRoutes(app, m);
}
