import type { CountryCode } from 'libphonenumber-js';
import {
  AgenciesMessages,
  DEFAULT_PHONE_COUNTRY,
  ListingEnquiryMessages,
  PHONE_MESSAGE,
  toE164Phone,
  type ListingEnquirySent,
  type ListingEnquiryValues,
} from '@afrinest/contract';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { GeoService } from '../geo/geo.service';
import type { ListingsService } from '../listings/crud/listings.service';
import type { AgenciesService } from './agencies.service';
import type { AgentsService } from './agents.service';
import { enquiryCopyMail, enquiryToAgentMail, type EnquiryDetails } from './listing-enquiry-mail';

const SENT: ListingEnquirySent = { ok: true, message: ListingEnquiryMessages.SENT };

/**
 * The enquiry form on a listing (issue 46): a lead (channel ENQUIRY) for the listing's agent with
 * what the visitor wrote, mailed to the agent (or the agency's super agents when the listing has
 * no active agent), and a copy to the enquirer. A mail that fails never loses the lead.
 */
export function createListingEnquiryService(deps: {
  agencies: AgenciesService;
  agents: AgentsService;
  geo: GeoService;
  listings: Pick<ListingsService, 'get' | 'countEnquiry'>;
  mailer: Mailer;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
}) {
  /** The listing's country, whose local format the phone is read in (Uganda when unknown). */
  async function countryOf(countryId: string | null | undefined): Promise<CountryCode> {
    if (!countryId) return DEFAULT_PHONE_COUNTRY;
    // A country removed since the listing was saved reads as the default; other errors stand.
    const country = await deps.geo.country(countryId).catch((e: unknown) => {
      if (e instanceof AppError && e.statusCode === 404) return null;
      throw e;
    });
    return (country?.iso2 as CountryCode | undefined) ?? DEFAULT_PHONE_COUNTRY;
  }

  async function publicListing(id: string) {
    const listing = await deps.listings.get(null, id).catch((e: unknown) => {
      if (e instanceof AppError && e.statusCode === 404)
        throw notFound(AgenciesMessages.LISTING_NOT_FOUND);
      throw e;
    });
    if (listing.status !== 'ACTIVE' || !listing.agency)
      throw notFound(AgenciesMessages.LISTING_NOT_FOUND);
    return { ...listing, agency: listing.agency };
  }

  return {
    async submit(listingId: string, input: ListingEnquiryValues): Promise<ListingEnquirySent> {
      // A filled honeypot: the very same answer, nothing kept or sent (the listing is not even read).
      if (input.website.trim() !== '') return SENT;
      const listing = await publicListing(listingId);
      const phone = toE164Phone(input.phone, await countryOf(listing.location.countryId));
      if (!phone) throw badRequest(PHONE_MESSAGE, { fields: { phone: [PHONE_MESSAGE] } });

      const team = await deps.agents.activeOfAgency(listing.agency.id);
      const agent = listing.agent ? team.find((a) => a.id === listing.agent!.id) : undefined;
      const email = input.email ?? null;
      const preferredDays = input.wantsViewing ? [...new Set(input.preferredDays)] : [];
      await deps.agencies.insertLead(
        {
          agencyId: listing.agency.id,
          agentId: agent?.id ?? null,
          listingId: listing.id,
          channel: 'ENQUIRY',
        },
        {
          name: input.name,
          phone,
          email,
          message: input.message,
          wantsViewing: input.wantsViewing,
          preferredDays,
        },
      );
      await deps.listings.countEnquiry(listing.id);

      const enquiry: EnquiryDetails = {
        name: input.name,
        phone,
        email,
        message: input.message,
        wantsViewing: input.wantsViewing,
        preferredDays,
        listing: { title: listing.title, url: `${deps.webUrl}/properties/${listing.id}` },
      };
      const recipients = agent
        ? [agent.email]
        : team.filter((a) => a.role === 'SUPER_AGENT').map((a) => a.email);
      const mails = recipients.map((to) =>
        enquiryToAgentMail({ to, enquiry, product: deps.product }),
      );
      if (email) mails.push(enquiryCopyMail({ enquiry, product: deps.product }));
      for (const mail of mails) await deps.mailer.send(mail).catch(deps.onMailError);
      return SENT;
    },
  };
}
export type ListingEnquiryService = ReturnType<typeof createListingEnquiryService>;
