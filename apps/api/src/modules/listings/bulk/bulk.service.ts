import {
  ListingsMessages,
  type BulkStatusInput,
  type BulkStatusItem,
  type BulkStatusResult,
  type ListingStatus,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { AuthUser } from '../../users/users.service';
import type { ListingsService } from '../crud/listings.service';

/**
 * Admins change many listings' status at once (the admin properties table). Each listing goes
 * through the single change (same transition rules, same history row), one after another so the
 * answer lists them in the order asked; a refusal of one does not stop the others. Every change
 * is audited with its before and after status.
 */
export function createListingsBulkService(deps: {
  listings: ListingsService;
  audit: AuditService;
}) {
  const { listings, audit } = deps;

  async function changeOne(
    user: AuthUser,
    id: string,
    to: ListingStatus,
    note: string,
  ): Promise<BulkStatusItem> {
    let from: ListingStatus;
    try {
      from = (await listings.get(user, id)).status;
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 404)
        return {
          id,
          changed: false,
          status: null,
          error: { code: e.code, message: ListingsMessages.NOT_FOUND },
        };
      throw e;
    }
    try {
      const after = await listings.setStatus(user, id, to, note);
      await audit.record({
        actorId: user.id,
        action: 'listing.status',
        entity: 'listing',
        entityId: id,
        before: { status: from },
        after: { status: after.status, note },
      });
      return { id, changed: true, status: after.status, error: null };
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 409)
        return { id, changed: false, status: from, error: { code: e.code, message: e.message } };
      throw e;
    }
  }

  return {
    async setStatus(user: AuthUser, input: BulkStatusInput): Promise<BulkStatusResult> {
      const results: BulkStatusItem[] = [];
      for (const id of new Set(input.ids))
        results.push(await changeOne(user, id, input.status, input.note));
      const changed = results.filter((r) => r.changed).length;
      return { results, changed, refused: results.length - changed };
    },
  };
}
export type ListingsBulkService = ReturnType<typeof createListingsBulkService>;
