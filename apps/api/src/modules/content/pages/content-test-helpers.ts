import type { ContentInput, ContentPage } from '@afrinest/contract';
import type { TestContext } from '../../../../test/helper';

/** A valid page form with a fresh slug (a draft), with any field replaced. */
export const contentForm = (over: Partial<ContentInput> = {}): ContentInput => ({
  kind: 'PAGE',
  slug: `page-${Math.random().toString(36).slice(2, 8)}`,
  title: 'About us',
  summary: 'Who we are',
  body: '# About\n\nWe list homes.',
  seoTitle: 'About',
  seoDescription: 'Who we are',
  category: '',
  status: 'DRAFT',
  needsReview: false,
  coverImageId: null,
  ...over,
});

/** The admin content routes, called as `headers`. */
export function contentApi(ctx: TestContext, headers: Record<string, string>) {
  const base = '/api/admin/content/pages';
  return {
    create: (payload: object) => ctx.app.inject({ method: 'POST', url: base, headers, payload }),
    async created(over: Partial<ContentInput> = {}): Promise<ContentPage> {
      const res = await ctx.app.inject({
        method: 'POST',
        url: base,
        headers,
        payload: contentForm(over),
      });
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    get: (id: string) => ctx.app.inject({ url: `${base}/${id}`, headers }),
    list: (query = '') => ctx.app.inject({ url: `${base}?${query}`, headers }),
    update: (id: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload }),
    versions: (id: string) => ctx.app.inject({ url: `${base}/${id}/versions`, headers }),
    version: (id: string, v: number) =>
      ctx.app.inject({ url: `${base}/${id}/versions/${v}`, headers }),
    restore: (id: string, v: number) =>
      ctx.app.inject({ method: 'POST', url: `${base}/${id}/versions/${v}/restore`, headers }),
  };
}

/** The public read of a page, as anyone. */
export const publicPage = (ctx: TestContext, slug: string) =>
  ctx.app.inject({ url: `/api/content/pages/${slug}` });

/** The form an editor sends back for `page`, with the version read and any field replaced. */
export const editOf = (
  page: ContentPage,
  over: Partial<ContentInput & { version: number }> = {},
) => ({
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
  version: page.version,
  coverImageId: page.coverImage?.id ?? null,
  ...over,
});
