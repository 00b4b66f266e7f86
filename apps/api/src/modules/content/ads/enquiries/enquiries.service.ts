import type { z } from 'zod';
import {
  AdMessages,
  adSlotSchema,
  type AdEnquiry,
  type AdEnquirySent,
  type adEnquiryInputSchema,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../../platform/auth/auth-user';
import type { Mailer } from '../../../../platform/mail/mailer';
import type { AuditService } from '../../../audit/audit.service';
import { enquiryNotFound } from '../ads-errors';
import { enquiryMail } from './enquiry-mail';
import type { EnquiriesRepository, EnquiryRow, EnquiryStatus } from './enquiries.repository';

type EnquiryForm = z.output<typeof adEnquiryInputSchema>;

const toEnquiryDto = (r: EnquiryRow): AdEnquiry => ({
  id: r.id,
  name: r.name,
  company: r.company,
  email: r.email,
  phone: r.phone,
  slots: r.slots.map((s) => adSlotSchema.parse(s)),
  message: r.message,
  status: r.status === 'ANSWERED' ? 'ANSWERED' : 'NEW',
  createdAt: r.createdAt.toISOString(),
});

const SENT: AdEnquirySent = { ok: true, message: AdMessages.ENQUIRY_SENT };

/** "Advertise with us" (issue 44): enquiries stored, mailed to the admins, answered in the inbox. */
export function createEnquiriesService(deps: {
  repo: EnquiriesRepository;
  audit: AuditService;
  mailer: Mailer;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
}) {
  const { repo } = deps;
  const inboxUrl = `${deps.webUrl}/admin/advertisements/enquiries`;

  return {
    /**
     * Stores the enquiry, then mails every admin; a mail that fails never loses the enquiry.
     * A filled honeypot gets the very same answer, and nothing is kept or sent.
     */
    async submit(input: EnquiryForm): Promise<AdEnquirySent> {
      if (input.website.trim() !== '') return SENT;
      const row = await repo.insert({
        name: input.name,
        company: input.company,
        email: input.email,
        phone: input.phone,
        slots: [...new Set(input.slots)],
        message: input.message,
      });
      const enquiry = toEnquiryDto(row);
      for (const to of await repo.adminEmails()) {
        const mail = enquiryMail({ to, enquiry, inboxUrl, product: deps.product });
        await deps.mailer.send(mail).catch(deps.onMailError);
      }
      return SENT;
    },

    async list(q: {
      status?: EnquiryStatus;
      page: number;
      pageSize: number;
    }): Promise<Page<AdEnquiry>> {
      const { rows, total } = await repo.search(q);
      return { data: rows.map(toEnquiryDto), total, page: q.page, pageSize: q.pageSize };
    },

    async setStatus(actor: AuthUser, id: string, status: EnquiryStatus): Promise<AdEnquiry> {
      const before = await repo.byId(id);
      if (!before) throw enquiryNotFound();
      if (before.status === status) return toEnquiryDto(before);
      const after = await repo.setStatus(id, status);
      if (!after) throw enquiryNotFound();
      await deps.audit.record({
        actorId: actor.id,
        action: 'advert_enquiry.status',
        entity: 'advert_enquiry',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return toEnquiryDto(after);
    },
  };
}
export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
