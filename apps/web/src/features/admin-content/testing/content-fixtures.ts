import type { ContentPage, ContentSummary, ContentVersion } from '@afrinest/contract';

/** A page as the admin API answers it; `n` makes the id unique. */
export const contentPageOf = (n: number, overrides: Partial<ContentPage> = {}): ContentPage => ({
  id: `5d0c1a52-7f1e-4c3b-9a2d-0e6f4b8c1a${String(n).padStart(2, '0')}`,
  kind: 'PAGE',
  slug: `page-${n}`,
  title: `Page ${n}`,
  summary: '',
  body: '# Page\n\nFirst line.\nSecond line.\n',
  html: '<h1>Page</h1><p>First line.<br>Second line.</p>',
  seoTitle: '',
  seoDescription: '',
  category: '',
  status: 'PUBLISHED',
  needsReview: false,
  version: 1,
  publishedAt: '2026-11-01T08:00:00.000Z',
  author: { id: '0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a01', name: 'Amina Nakato' },
  coverImage: null,
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

export const summaryOf = (page: ContentPage): ContentSummary => {
  const { body: _body, html: _html, ...summary } = page;
  return summary;
};

export const versionOf = (n: number, overrides: Partial<ContentVersion> = {}): ContentVersion => ({
  version: n,
  title: `Title ${n}`,
  body: `Body ${n}\n`,
  status: 'PUBLISHED',
  savedAt: `2026-11-0${n}T08:00:00.000Z`,
  savedBy: { id: '0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a01', name: 'Amina Nakato' },
  ...overrides,
});
