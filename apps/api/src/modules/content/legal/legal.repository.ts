import { and, eq, inArray } from 'drizzle-orm';
import { LEGAL_DOCUMENTS, type LegalDocument, type LegalVersions } from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import { contentPages, legalAcceptances } from '../content.schema';

/** The published versions of the legal pages, and who accepted which. */
export function createLegalRepository(db: Db) {
  return {
    /** The version of each legal page while it is published; null while it is not. */
    async current(): Promise<LegalVersions> {
      const rows = await db
        .select({ slug: contentPages.slug, version: contentPages.version })
        .from(contentPages)
        .where(
          and(
            inArray(contentPages.slug, [...LEGAL_DOCUMENTS]),
            eq(contentPages.status, 'PUBLISHED'),
          ),
        );
      const of = (d: LegalDocument) => rows.find((r) => r.slug === d)?.version ?? null;
      return { terms: of('terms'), privacy: of('privacy') };
    },

    /** Whether the user accepted exactly these versions, per document. */
    async accepted(userId: string, versions: LegalVersions) {
      const rows = await db
        .select({ document: legalAcceptances.document, version: legalAcceptances.version })
        .from(legalAcceptances)
        .where(eq(legalAcceptances.userId, userId));
      return (d: LegalDocument) => rows.some((r) => r.document === d && r.version === versions[d]);
    },

    /** Adds the acceptances; one already stored stays as it was (its first time). */
    async accept(userId: string, versions: Record<LegalDocument, number>) {
      await db
        .insert(legalAcceptances)
        .values(
          LEGAL_DOCUMENTS.map((document) => ({ userId, document, version: versions[document] })),
        )
        .onConflictDoNothing();
    },
  };
}
export type LegalRepository = ReturnType<typeof createLegalRepository>;
