import type { BuiltApp } from '../app';
import type { SeededListing } from './demo-listings';
import { DEMO_VIEWS_PER_PROPERTY, drawDemoPhoto } from './demo-photos/index';

/** Drawn at the size a phone photo is shown at its largest here: 1280 px wide, 3:2. */
const SIZE = { width: 1280, height: 853 };

/**
 * Gives each demo listing without photos `perListing` drawn illustrations (demo-photos/),
 * uploaded through the media service as its agent would, so they go through the real pipeline:
 * checks, private original, background job, variants, cover. Listings of one kind get different
 * "properties" (index = nth listing of the kind × views + view). Answers how many were uploaded.
 */
export async function seedDemoPhotos(
  services: BuiltApp['services'],
  listings: SeededListing[],
  perListing: number,
): Promise<number> {
  if (perListing <= 0) return 0;
  const views = Math.min(perListing, DEMO_VIEWS_PER_PROPERTY);
  const nthOfKind = new Map<string, number>();
  let uploaded = 0;
  for (const listing of listings) {
    const nth = nthOfKind.get(listing.kind) ?? 0;
    nthOfKind.set(listing.kind, nth + 1);
    const existing = await services.media.list(listing.owner, listing.id);
    if (existing.data.length) continue;
    const files = [];
    for (let view = 0; view < views; view++) {
      const index = nth * DEMO_VIEWS_PER_PROPERTY + view;
      files.push({
        filename: `${listing.kind}-${index + 1}.jpg`,
        bytes: await drawDemoPhoto(listing.kind, index, SIZE),
      });
    }
    // In the background: an agent's own upload is processed before this backlog.
    await services.media.upload(
      listing.owner,
      listing.id,
      {
        files,
        latitude: files.map(() => String(listing.latitude)),
        longitude: files.map(() => String(listing.longitude)),
      },
      { background: true },
    );
    uploaded += files.length;
  }
  return uploaded;
}
