import { Link } from 'react-router';
import { ContentBody } from '@/components/content-body';
import { usePageTitle } from '@/lib/page-title';
import { useFaq } from '../api/content-queries';
import { LastUpdated } from '../components/content-article';
import { QueryState } from '../components/query-state';

/** A heading's id from its text: the topics are the page's table of contents. */
const anchor = (text: string, i: number) =>
  `topic-${i + 1}-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * /faq: the questions by topic, each a native <details>, so they open and close before (and
 * without) the page's scripts. The schema.org FAQPage data goes into <head> from the web server
 * (server/content-source.ts), where crawlers read it.
 */
export function FaqPage() {
  const faq = useFaq();
  usePageTitle(faq.data ? faq.data.page.seoTitle || faq.data.page.title : undefined);
  if (!faq.data) return <QueryState query={faq} loading="Loading the questions…" />;
  const { page, topics } = faq.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{page.title}</h1>
        {page.summary && <p className="text-lg text-gray-700">{page.summary}</p>}
        <p className="text-sm text-gray-600">
          <LastUpdated page={page} />
        </p>
      </header>
      {topics.length > 1 && (
        <nav aria-label="Topics">
          <ul className="flex flex-wrap gap-2">
            {topics.map((t, i) => (
              <li key={t.topic}>
                <a
                  href={`#${anchor(t.topic, i)}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 text-sm text-gray-800 hover:border-emerald-600"
                >
                  {t.topic}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {topics.length === 0 && (
        <p className="text-gray-700">No questions have been published yet.</p>
      )}
      {topics.map((t, i) => (
        <section key={t.topic} aria-labelledby={anchor(t.topic, i)} className="flex flex-col gap-3">
          <h2 id={anchor(t.topic, i)} className="scroll-mt-4 text-xl font-semibold text-gray-900">
            {t.topic}
          </h2>
          <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {t.items.map((item) => (
              <details key={item.question} className="group px-4">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="shrink-0 text-emerald-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <ContentBody html={item.answerHtml} className="pb-4" />
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="text-gray-700">
        Not answered here? See the{' '}
        <Link to="/help" className="text-emerald-700 underline">
          help pages
        </Link>{' '}
        or{' '}
        <Link to="/contact" className="text-emerald-700 underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}
