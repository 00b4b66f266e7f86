import type { ContentKind, ContentStatus } from '@afrinest/contract';

export const kindLabels: Record<ContentKind, string> = {
  PAGE: 'Page',
  POST: 'Blog post',
  HELP: 'Help article',
};

export const statusLabels: Record<ContentStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
};

/** Where the public reads a page of this kind: /about, /blog/launch, /help/sign-in. */
export function publicAddress(kind: ContentKind, slug: string): string {
  if (kind === 'POST') return `/blog/${slug}`;
  if (kind === 'HELP') return `/help/${slug}`;
  return `/${slug}`;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A link that looks like the primary button ("New page"). */
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
