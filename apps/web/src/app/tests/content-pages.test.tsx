import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContentMessages,
  toListingSummary,
  type ContentPage,
  type ContentSummary,
  type Faq,
  type ListingSummaryPage,
} from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { listingOf } from '@/app/testing/listing-fixtures';
import { photoOf } from '@/components/photo/photo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

let ids = 0;
/** A published content page as GET /api/content/pages/{slug} answers it. */
function pageOf(over: Partial<ContentPage> = {}): ContentPage {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    kind: 'PAGE',
    slug: 'about',
    title: 'About AfriNest',
    summary: 'Homes and land across Uganda.',
    body: '',
    html: '<h2>Who we are</h2><p>A marketplace for <strong>homes</strong>.</p>',
    seoTitle: '',
    seoDescription: '',
    category: '',
    status: 'PUBLISHED',
    needsReview: false,
    version: 1,
    publishedAt: '2026-11-01T09:00:00.000Z',
    author: null,
    coverImage: null,
    updatedAt: '2026-12-01T09:00:00.000Z',
    ...over,
  };
}
const summaryOf = (page: ContentPage): ContentSummary => {
  const { body: _b, html: _h, ...summary } = page;
  return summary;
};
const notFound = {
  status: 404,
  body: { error: { code: 'PAGE_NOT_FOUND', message: 'Page not found.' } },
};

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

describe('standing pages (/about, /terms, /privacy)', () => {
  test('/about shows the title, summary, cover, body and the last update', async () => {
    const cover = photoOf(1, { caption: 'Our office in Kololo' });
    api.on('GET /api/content/pages/about', {
      body: pageOf({ coverImage: cover, seoTitle: 'About us: AfriNest' }),
    });
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About AfriNest' })).toBeTruthy();
    expect(screen.getByText('Homes and land across Uganda.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect(screen.getByText(/Last updated/).querySelector('time')?.dateTime).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    const img = screen.getByRole('img', { name: 'Our office in Kololo' });
    expect(img.getAttribute('loading')).toBe('eager');
    await waitFor(() => expect(document.title).toBe('About us: AfriNest | AfriNest'));
  });

  test('/terms and /privacy name their version', async () => {
    api.on('GET /api/content/pages/terms', {
      body: pageOf({ slug: 'terms', title: 'Terms of use', version: 4 }),
    });
    api.on('GET /api/content/pages/privacy', {
      body: pageOf({ slug: 'privacy', title: 'Privacy notice', version: 2 }),
    });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByText(/Version 4, updated/)).toBeTruthy();
    await settleApp();

    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(screen.getByText(/Version 2, updated/)).toBeTruthy();
  });

  test('a page that is not published shows the not-found page, with no retry', async () => {
    api.on('GET /api/content/pages/about', notFound);
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Written out in the page (no zod there): the contract's own message.
    expect(ContentMessages.PAGE_NOT_FOUND).toBe('Page not found.');
    expect(api.requests.filter((r) => r.path === '/api/content/pages/about')).toHaveLength(1);
  });

  test('a failure that may pass offers Try again, which loads the page', async () => {
    let calls = 0;
    api.on('GET /api/content/pages/about', () =>
      ++calls <= 3
        ? { status: 500, body: { error: { code: 'X', message: 'Down' } } }
        : { body: pageOf() },
    );
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About AfriNest' })).toBeTruthy();
  });
});

describe('/faq', () => {
  const faq: Faq = {
    page: pageOf({ slug: 'faq', title: 'Frequently asked questions', summary: 'Quick answers.' }),
    topics: [
      {
        topic: 'Buying',
        items: [
          {
            question: 'How do I check a land title?',
            answerHtml: '<p>Ask for a <strong>search</strong> at the land registry.</p>',
            answerText: 'Ask for a search at the land registry.',
          },
        ],
      },
      {
        topic: 'Listing',
        items: [
          {
            question: 'What does listing cost?',
            answerHtml: '<p>See our pricing.</p>',
            answerText: 'See our pricing.',
          },
        ],
      },
    ],
  };

  test('shows each topic with its questions as details that open', async () => {
    api.on('GET /api/content/faq', { body: faq });
    renderApp('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeTruthy();
    const buying = screen.getByRole('region', { name: 'Buying' });
    const summary = within(buying).getByText('How do I check a land title?');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    expect(within(details).getByText('search').tagName).toBe('STRONG');
    // The topics are the page's table of contents.
    const toc = screen.getByRole('navigation', { name: 'Topics' });
    const link = within(toc).getByRole('link', { name: 'Listing' });
    expect(document.getElementById(link.getAttribute('href')!.slice(1))?.textContent).toBe(
      'Listing',
    );
  });

  test('without a published FAQ shows not found', async () => {
    api.on('GET /api/content/faq', notFound);
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
  });
});

describe('/blog', () => {
  const posts = Array.from({ length: 3 }, (_, i) =>
    summaryOf(
      pageOf({
        kind: 'POST',
        slug: `post-${i + 1}`,
        title: `Post ${i + 1}`,
        category: i === 0 ? 'Guides' : 'News',
        coverImage: i === 0 ? photoOf(2) : null,
        publishedAt: `2026-11-0${3 - i}T09:00:00.000Z`,
      }),
    ),
  );

  function answerPosts() {
    api.on('GET /api/content/post-categories', {
      body: [
        { name: 'Guides', count: 1 },
        { name: 'News', count: 14 },
      ],
    });
    api.on('GET /api/content/posts', (request) => ({
      body: {
        data: request.query.get('category') === 'Guides' ? [posts[0]] : posts.slice(1),
        total: request.query.get('category') === 'Guides' ? 1 : 14,
        page: Number(request.query.get('page')),
        pageSize: Number(request.query.get('pageSize')),
      },
    }));
  }

  test('lists the posts with lazy covers, and pages through ?page on the server', async () => {
    answerPosts();
    const { router } = renderApp('/blog');
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Post 2', 'Post 3']);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText('Page 2 of 2');
    const asked = api.requests.filter((r) => r.path === '/api/content/posts');
    expect(asked.map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(asked[0]!.query.get('pageSize')).toBe('12');
  });

  test('filters by category from the address, and the chips change it', async () => {
    answerPosts();
    const { router } = renderApp('/blog?category=Guides');
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe(
      '/blog/post-1',
    );
    expect(list.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { current: 'page' }).textContent).toContain(
      'Guides',
    );
    await userEvent.click(within(categories).getByRole('link', { name: /News/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=News'));
    await screen.findByRole('link', { name: 'Post 2' });
    expect(api.requests.at(-1)?.query.get('category')).toBe('News');
  });

  test('a post shows its date, category and body; a draft or unknown slug is not found', async () => {
    api.on('GET /api/content/pages/post-1', {
      body: pageOf({
        kind: 'POST',
        slug: 'post-1',
        title: 'Buying land safely',
        category: 'Guides',
        author: { id: '00000000-0000-4000-8000-000000000099', name: 'Amina Nakato' },
        html: '<p>Always check the title.</p>',
      }),
    });
    renderApp('/blog/post-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buying land safely' }),
    ).toBeTruthy();
    expect(screen.getByText('Always check the title.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe(
      '/blog?category=Guides',
    );
    expect(screen.getByText(/Amina Nakato/)).toBeTruthy();
    await settleApp();

    api.on('GET /api/content/pages/draft-post', notFound);
    renderApp('/blog/draft-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blog');
  });

  test('a standing page is not a post: /blog/about is not found', async () => {
    api.on('GET /api/content/pages/about', { body: pageOf() });
    renderApp('/blog/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
  });
});

describe('/help', () => {
  const article = (n: number, title: string, category: string) =>
    summaryOf(pageOf({ kind: 'HELP', slug: `help-${n}`, title, category }));

  test('shows the intro and topics, and searches as you type, keeping ?q in the address', async () => {
    api.on('GET /api/content/pages/help', {
      body: pageOf({
        slug: 'help',
        title: 'How can we help?',
        html: '<p>Guides for everyone.</p>',
      }),
    });
    api.on('GET /api/content/help', (request) => ({
      body: request.query.get('q')
        ? [{ topic: 'Payments', articles: [article(2, 'Paying by mobile money', 'Payments')] }]
        : [
            { topic: 'Account', articles: [article(1, 'Resetting your password', 'Account')] },
            { topic: 'Payments', articles: [article(2, 'Paying by mobile money', 'Payments')] },
          ],
    }));
    const { router } = renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeTruthy();
    expect(screen.getByText('Guides for everyone.')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: /^Resetting your password/ })).getAttribute('href'),
    ).toBe('/help/help-1');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the help pages' }),
      'mobile',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=mobile'));
    expect(await screen.findByText('1 article matches “mobile”.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Resetting your password/ })).toBeNull();
    // Debounced: one search for the word, not one per letter.
    const searches = api.requests.filter((r) => r.path === '/api/content/help' && r.query.has('q'));
    expect(searches.map((r) => r.query.get('q'))).toEqual(['mobile']);
  });

  test('a search in the address is shown in the box and asked for', async () => {
    api.on('GET /api/content/pages/help', notFound);
    api.on('GET /api/content/help', { body: [] });
    renderApp('/help?q=refund');
    expect(await screen.findByText('No help articles match “refund”.')).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search the help pages' }) as HTMLInputElement).value,
    ).toBe('refund');
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
  });

  test('a help article shows; another kind under /help is not found', async () => {
    api.on('GET /api/content/pages/help-1', {
      body: pageOf({
        kind: 'HELP',
        slug: 'help-1',
        title: 'Resetting your password',
        category: 'Account',
      }),
    });
    renderApp('/help/help-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resetting your password' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Account');
    await settleApp();

    api.on('GET /api/content/pages/nothing-here', notFound);
    renderApp('/help/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All help topics' }).getAttribute('href')).toBe(
      '/help',
    );
  });
});

describe('/hotels and /building', () => {
  test('show the page content above the newest listings of their kind', async () => {
    api.on('GET /api/content/pages/hotels', {
      body: pageOf({
        slug: 'hotels',
        title: 'Hotels in Uganda',
        html: '<p>Stay near the lake.</p>',
      }),
    });
    const hotel = toListingSummary(listingOf(1, { kind: 'hotel', title: 'Lakeside hotel' }));
    const answer: ListingSummaryPage = { data: [hotel], total: 1, page: 1, pageSize: 12 };
    api.on('GET /api/properties', { body: answer });
    renderApp('/hotels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Uganda' })).toBeTruthy();
    expect(screen.getByText('Stay near the lake.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Lakeside hotel/ })).toBeTruthy();
    const search = api.requests.find((r) => r.path === '/api/properties')!;
    expect(Object.fromEntries(search.query)).toEqual({
      kind: 'hotel',
      sort: 'newest',
      page: '1',
      pageSize: '12',
    });
    expect(screen.getByRole('link', { name: 'See all 1 hotel' }).getAttribute('href')).toBe(
      '/properties?kind=hotel',
    );
  });

  test('without its page content still lists the buildings, under a plain heading', async () => {
    api.on('GET /api/content/pages/building', notFound);
    api.on('GET /api/properties', { body: { data: [], total: 0, page: 1, pageSize: 12 } });
    renderApp('/building');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buildings' })).toBeTruthy();
    expect(await screen.findByText('No buildings listed yet')).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/api/properties')?.query.get('kind')).toBe(
      'building',
    );
  });
});
