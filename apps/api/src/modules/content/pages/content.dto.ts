import {
  contentKindSchema,
  contentStatusSchema,
  type ContentPage,
  type ContentSummary,
  type ContentVersion,
} from '@afrinest/contract';
import type { MediaUrl } from '../../media/media.dto';
import { toContentImage } from '../images/content-image.dto';
import type { ContentSummaryRow, ContentWithAuthor } from './content.repository';

const person = (id: string | null, name: string | null) =>
  id && name !== null ? { id, name } : null;

export function toContentSummaryDto(r: ContentSummaryRow, url: MediaUrl): ContentSummary {
  return {
    id: r.id,
    kind: contentKindSchema.parse(r.kind),
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    category: r.category,
    status: contentStatusSchema.parse(r.status),
    needsReview: r.needsReview,
    version: r.version,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    author: person(r.authorId, r.authorName),
    coverImage: r.cover ? toContentImage(r.cover, url) : null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const toContentPageDto = (r: ContentWithAuthor, url: MediaUrl): ContentPage => ({
  ...toContentSummaryDto(r, url),
  body: r.body,
  html: r.html,
});

export interface VersionRow {
  version: number;
  title: string;
  status: string;
  savedAt: Date;
  savedById: string | null;
  savedByName: string | null;
}

export function toVersionDto(r: VersionRow): Omit<ContentVersion, 'body'> {
  return {
    version: r.version,
    title: r.title,
    status: contentStatusSchema.parse(r.status),
    savedAt: r.savedAt.toISOString(),
    savedBy: person(r.savedById, r.savedByName),
  };
}
