import type { z } from 'zod';
import type {
  Ad,
  adInputSchema,
  AdStats,
  AdStatus,
  adListItemSchema,
  listAdsQuerySchema,
  Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import { diffOf } from '../../commerce/catalogue/catalogue.dto';
import type { MediaUrl } from '../../media/media.dto';
import { dayIn } from '../../statistics/marketplace-days';
import { valuesOn } from '../../statistics/series';
import { rangeOf } from './ad-range';
import { figuresOf, toAdDto } from './ads.dto';
import { adNotFound, imageNotFound } from './ads-errors';
import type { AdsRepository, AdValues } from './ads.repository';

type AdForm = z.output<typeof adInputSchema>;
type AdQuery = z.output<typeof listAdsQuerySchema>;
type AdListItem = z.infer<typeof adListItemSchema>;

/** What an audit entry keeps of an ad: the form's fields (the image by id). */
const AUDITED: (keyof Ad)[] = [
  'name',
  'advertiser',
  'imageId',
  'linkUrl',
  'altText',
  'slot',
  'pageKinds',
  'regionIds',
  'startsOn',
  'endsOn',
  'weight',
  'status',
];

const valuesOf = (input: AdForm): AdValues => ({
  name: input.name,
  advertiser: input.advertiser,
  imageId: input.imageId,
  linkUrl: input.linkUrl,
  altText: input.altText,
  slot: input.slot,
  // Kept once each, in a stable order, so an unchanged form audits as unchanged.
  pageKinds: [...new Set(input.pageKinds)].sort(),
  regionIds: [...new Set(input.regionIds.map((r) => r.toLowerCase()))].sort(),
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  weight: input.weight,
  status: input.status,
});

export interface AdsServiceDeps {
  repo: AdsRepository;
  audit: AuditService;
  url: MediaUrl;
  timeZone: string;
  now: () => Date;
  /** Called after every write, so serving stops using what it kept of the slot. */
  changed: () => void;
}

/** Advertisements as admins manage them (issue 44): every write audited. */
export function createAdsService(deps: AdsServiceDeps) {
  const { repo, audit, url } = deps;
  const today = () => dayIn(deps.now(), deps.timeZone);

  async function findOr404(id: string) {
    const row = await repo.byId(id);
    if (!row) throw adNotFound();
    return row;
  }
  const dtoOf = async (id: string) => toAdDto((await repo.byId(id))!, url, today());

  async function assertImage(imageId: string) {
    if (!(await repo.imageExists(imageId))) throw imageNotFound();
  }

  async function record(actor: AuthUser, action: string, before: Ad | null, after: Ad) {
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'advert',
      entityId: after.id,
      ...diffOf(before, after, AUDITED),
    });
  }

  return {
    async list(q: AdQuery): Promise<Page<AdListItem>> {
      const day = today();
      const { from, to } = rangeOf(q, day);
      const { rows, total } = await repo.search({ ...q, from, to });
      const data = rows.map((r) => ({ ...toAdDto(r, url, day), figures: figuresOf(r) }));
      return { data, total, page: q.page, pageSize: q.pageSize };
    },

    get: async (id: string): Promise<Ad> => toAdDto(await findOr404(id), url, today()),

    async create(actor: AuthUser, input: AdForm): Promise<Ad> {
      await assertImage(input.imageId);
      const row = await repo.insert(valuesOf(input), actor.id);
      deps.changed();
      const after = await dtoOf(row.id);
      await record(actor, 'advert.create', null, after);
      return after;
    },

    async update(actor: AuthUser, id: string, input: AdForm): Promise<Ad> {
      const before = toAdDto(await findOr404(id), url, today());
      await assertImage(input.imageId);
      if (!(await repo.update(id, valuesOf(input)))) throw adNotFound();
      deps.changed();
      const after = await dtoOf(id);
      await record(actor, 'advert.update', before, after);
      return after;
    },

    /** Pause or resume; the same status again changes nothing and records nothing. */
    async setStatus(actor: AuthUser, id: string, status: AdStatus): Promise<Ad> {
      const before = toAdDto(await findOr404(id), url, today());
      if (before.status === status) return before;
      if (!(await repo.update(id, { status }))) throw adNotFound();
      deps.changed();
      const after = await dtoOf(id);
      await record(actor, status === 'PAUSED' ? 'advert.pause' : 'advert.resume', before, after);
      return after;
    },

    /** One point per day of the range, zero where nothing was counted, for the line chart. */
    async stats(id: string, q: { from?: string; to?: string }): Promise<AdStats> {
      await findOr404(id);
      const { from, to, days } = rangeOf(q, today());
      const rows = await repo.daily(id, from, to);
      const impressions = valuesOn(
        days,
        rows.map((r) => ({ day: r.day, n: r.impressions })),
      );
      const clicks = valuesOn(
        days,
        rows.map((r) => ({ day: r.day, n: r.clicks })),
      );
      const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
      return {
        from,
        to,
        totals: figuresOf({ impressions: sum(impressions), clicks: sum(clicks) }),
        days: days.map((day, i) => ({ day, impressions: impressions[i]!, clicks: clicks[i]! })),
      };
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
