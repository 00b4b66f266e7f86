import { STANDING_PAGES, type ContentInput, type ContentPage } from '@afrinest/contract';

/** A new page starts as a draft page with nothing written. */
export const blankContent: ContentInput = {
  kind: 'PAGE',
  slug: '',
  title: '',
  summary: '',
  body: '',
  seoTitle: '',
  seoDescription: '',
  category: '',
  status: 'DRAFT',
  needsReview: false,
  coverImageId: null,
};

/** The form's values for a page as saved. */
export const contentToForm = (page: ContentPage): ContentInput => ({
  kind: page.kind,
  slug: page.slug,
  title: page.title,
  summary: page.summary,
  body: page.body,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  category: page.category,
  status: page.status,
  needsReview: page.needsReview,
  coverImageId: page.coverImage?.id ?? null,
});

/** The footer and registration link to these: their address and kind never change. */
export const isStandingPage = (page: ContentPage | undefined): boolean =>
  page?.kind === 'PAGE' && (STANDING_PAGES as readonly string[]).includes(page.slug);
