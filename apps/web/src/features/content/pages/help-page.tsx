import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ContentBody } from '@/components/content-body';
import { Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useContentPage, useHelpTopics } from '../api/content-queries';
import { helpQuery } from '../content-endpoints';

/** How long typing may pause before the search runs: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * /help: the help page's intro, a search over the help articles (?q in the address, so a search
 * can be shared and works without scripts: the form submits to /help) and the topics with their
 * articles.
 */
export function HelpPage() {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const [typed, setTyped] = useState(urlQ);
  // The address changed by itself (back, forward, a link): the box shows its search.
  const [shownQ, setShownQ] = useState(urlQ);
  if (shownQ !== urlQ) {
    setShownQ(urlQ);
    if (typed.trim() !== urlQ.trim()) setTyped(urlQ);
  }
  const inputId = useId();
  const intro = useContentPage('help');
  const query = helpQuery(urlQ);
  const topics = useHelpTopics(query);

  // Typing updates the address after a pause; the address (back, forward, a link) is the search.
  useEffect(() => {
    if (typed.trim() === urlQ.trim()) return;
    const timer = setTimeout(
      () => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, urlQ, setParams]);

  const articles = topics.data?.reduce((n, t) => n + t.articles.length, 0) ?? 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {intro.data?.title ?? 'Help'}
        </h1>
        {intro.data?.summary && <p className="text-lg text-gray-700">{intro.data.summary}</p>}
        {intro.data?.html && <ContentBody html={intro.data.html} />}
      </header>

      <form role="search" action="/help" method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
          Search the help pages
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="e.g. payment, listing photos, land title"
          className="mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-3 text-base focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
        />
      </form>

      <section aria-labelledby="help-results" aria-busy={topics.isFetching}>
        <h2 id="help-results" className="sr-only">
          {query.q ? 'Search results' : 'Help topics'}
        </h2>
        {topics.isPending ? (
          <Spinner label="Loading the help topics…" />
        ) : topics.isError && !topics.data ? (
          <LoadError
            error={topics.error}
            retrying={topics.isFetching}
            onRetry={() => void topics.refetch()}
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-gray-700" aria-live="polite">
              {query.q
                ? articles === 0
                  ? `No help articles match “${query.q}”.`
                  : `${articles} ${articles === 1 ? 'article matches' : 'articles match'} “${query.q}”.`
                : ''}
            </p>
            <div className="flex flex-col gap-6">
              {topics.data?.map((t) => (
                <section key={t.topic} aria-label={t.topic || 'General'}>
                  <h3 className="mb-2 text-lg font-semibold text-gray-900">
                    {t.topic || 'General'}
                  </h3>
                  <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
                    {t.articles.map((a) => (
                      <li key={a.id}>
                        <Link
                          to={`/help/${a.slug}`}
                          className="flex min-h-11 flex-col justify-center px-4 py-3 hover:bg-gray-50"
                        >
                          <span className="font-medium text-emerald-800">{a.title}</span>
                          {a.summary && <span className="text-sm text-gray-700">{a.summary}</span>}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </section>
      <p className="text-gray-700">
        Quick answers are in the{' '}
        <Link to="/faq" className="text-emerald-700 underline">
          FAQ
        </Link>
        ; or{' '}
        <Link to="/contact" className="text-emerald-700 underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}
