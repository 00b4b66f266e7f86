import type { Db } from '../../platform/db/client';
import { createGeoService, type GeoService } from '../../modules/geo/geo.service';
import { createGeoRepository } from '../../modules/geo/geo.repository';
import { createGeoSearchRepository } from '../../modules/geo/geo-search.repository';
import { createGeoReferenceRepository } from '../../modules/geo/geo-reference.repository';
import { referenceData } from './reference-data';
import { referenceHash, toReferenceRows } from './reference-rows';

export { referenceId } from './reference-rows';

export interface ReferenceSeedResult {
  /** True when the stored version matched and nothing was read or written. */
  skipped: boolean;
  inserted: number;
}

/**
 * The reference geography (continents, countries, Uganda to its neighbourhoods, six more
 * countries to their regions and cities), applied on every start before the demo seed. Cheap on
 * re-runs: when the stored fingerprint matches the committed data, it does nothing. Kept apart
 * from the demo seed so production gets real places and no demo accounts.
 */
export async function seedReference(
  services: { geo: GeoService },
  opts: { force?: boolean } = {},
): Promise<ReferenceSeedResult> {
  const rows = toReferenceRows(referenceData);
  const hash = referenceHash(rows);
  const stored = await services.geo.referenceVersion();
  if (!opts.force && stored?.hash === hash) return { skipped: true, inserted: 0 };
  const { inserted } = await services.geo.applyReference(rows, hash);
  return { skipped: false, inserted };
}

/**
 * The same seed straight on a database, without building the app: the test template and the
 * benchmarks seed once this way.
 */
export async function seedReferenceOn(db: Db, opts: { force?: boolean } = {}) {
  const geo = createGeoService({
    repo: createGeoRepository(db),
    search: createGeoSearchRepository(db),
    reference: createGeoReferenceRepository(db),
  });
  return seedReference({ geo }, opts);
}
