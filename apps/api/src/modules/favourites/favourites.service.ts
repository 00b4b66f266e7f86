import { Messages, type FavouritePage } from '@afrinest/contract';
import { notFound } from '../../platform/http/errors';
import type { ListingsService } from '../listings/crud/listings.service';
import type { AuthUser, UsersService } from '../users/users.service';
import type { FavouritesRepository } from './favourites.repository';

/**
 * Favourites (issue 6): a user saves a listing they may see; the list shows each saved
 * listing as it is now (a deleted one drops out; a SOLD or INACTIVE one shows its status).
 */
export function createFavouritesService(deps: {
  repo: FavouritesRepository;
  listings: ListingsService;
  users: UsersService;
}) {
  const { repo, listings } = deps;
  async function pageOf(userId: string, q: { page: number; pageSize: number }) {
    const { rows, total } = await repo.page(userId, q);
    const found = new Map(
      (await listings.visibleByIds(rows.map((r) => r.listingId))).map((l) => [l.id, l]),
    );
    const data = rows.flatMap((r) => {
      const listing = found.get(r.listingId);
      return listing ? [{ listing, savedAt: r.createdAt.toISOString() }] : [];
    });
    return { data, total, page: q.page, pageSize: q.pageSize } satisfies FavouritePage;
  }
  return {
    /** Only a listing the user can open may be saved; removing works for any saved one. */
    async toggle(user: AuthUser, listingId: string): Promise<{ favourite: boolean }> {
      if (!(await repo.ids(user.id)).includes(listingId)) await listings.get(user, listingId);
      return { favourite: await repo.toggle(user.id, listingId) };
    },
    mine: (user: AuthUser, q: { page: number; pageSize: number }) => pageOf(user.id, q),
    async ids(user: AuthUser) {
      return { data: await repo.ids(user.id) };
    },
    /** Admin view of a user's favourites. */
    async ofUser(userId: string, q: { page: number; pageSize: number }) {
      if (!(await deps.users.findRecord(userId))) throw notFound(Messages.NOT_FOUND);
      return pageOf(userId, q);
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
