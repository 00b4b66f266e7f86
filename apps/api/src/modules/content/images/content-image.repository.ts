import type { Db } from '../../../platform/db/client';
import { contentImages } from '../content.schema';
import type { ContentImageRow } from './content-image.dto';

/** Uploaded content images (covers, adverts). */
export function createContentImageRepository(db: Db) {
  return {
    async insert(values: typeof contentImages.$inferInsert): Promise<ContentImageRow> {
      const [row] = await db.insert(contentImages).values(values).returning();
      return row!;
    },
  };
}
export type ContentImageRepository = ReturnType<typeof createContentImageRepository>;
