import {
  contentSitemapSchema,
  faqSchema,
  helpQuerySchema,
  helpTopicsSchema,
  listPostsQuerySchema,
  postCategoriesSchema,
  postListSchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ContentPublicService } from './content-public.service';

/** Published content for everyone: the blog, help, the FAQ and the sitemap (drafts never). */
export function contentPublicRoutes(app: App, content: ContentPublicService) {
  const tags = ['content'];
  const config = { access: 'public' as const };
  app.get(
    '/api/content/posts',
    {
      schema: {
        tags,
        summary: 'Published blog posts, newest first, optionally of one category',
        querystring: listPostsQuerySchema,
        response: { 200: postListSchema },
      },
      config,
    },
    (request) => content.posts(request.query),
  );
  app.get(
    '/api/content/post-categories',
    {
      schema: {
        tags,
        summary: 'The categories of published posts with their counts',
        response: { 200: postCategoriesSchema },
      },
      config,
    },
    () => content.postCategories(),
  );
  app.get(
    '/api/content/help',
    {
      schema: {
        tags,
        summary: 'Published help articles by topic; with q, those matching it, best first',
        querystring: helpQuerySchema,
        response: { 200: helpTopicsSchema },
      },
      config,
    },
    (request) => content.help(request.query.q),
  );
  app.get(
    '/api/content/faq',
    {
      schema: {
        tags,
        summary: "The published faq page and its questions by topic (404 while it's a draft)",
        response: { 200: faqSchema },
      },
      config,
    },
    () => content.faq(),
  );
  app.get(
    '/api/content/sitemap',
    {
      schema: {
        tags,
        summary: 'Every published page, post and help article (sitemap.xml, RSS)',
        response: { 200: contentSitemapSchema },
      },
      config,
    },
    () => content.sitemap(),
  );
}
