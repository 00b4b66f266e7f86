import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Markdown as GitHub writes it (tables, autolinks); raw HTML in it is left to the sanitiser. */
const markdown = new Marked({ gfm: true, breaks: false });

const REL = 'nofollow noopener';
/** Control characters, spaces and backslashes: browsers drop or bend them, so `/\t/x` leaves the site. */
const bendable = (url: string) =>
  [...url].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === '\\');
/** A link: the web, mail, or a path on this site (never `//host`). */
const LINK = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;
/** An image: the web only. */
const IMAGE = /^https?:\/\//i;

/** The attribute kept only when `allowed` matches it; the tag stays, the address goes. */
function onlyIf(attribs: sanitizeHtml.Attributes, name: string, allowed: RegExp) {
  const value = attribs[name];
  if (value === undefined || (allowed.test(value) && !bendable(value))) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/**
 * The only HTML a content page may carry. Everything else is dropped with its attributes
 * (script, iframe, style, on* handlers); links only to http(s), mailto or a path on this site,
 * images only from http(s). Attribute entities are decoded by the parser before these checks.
 */
const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/x` reads as a path but leaves the site.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never prose: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  transformTags: {
    // Every link says it is not endorsed and gives the target no handle on this page.
    a: (tagName, attribs) => ({ tagName, attribs: { ...onlyIf(attribs, 'href', LINK), rel: REL } }),
    img: (tagName, attribs) => ({ tagName, attribs: onlyIf(attribs, 'src', IMAGE) }),
  },
  // An image with no address left shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A page's body rendered to HTML that is safe to serve as it is. */
export function renderMarkdown(body: string): string {
  const html = markdown.parse(body, { async: false });
  return sanitizeHtml(html, SANITISE).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/**
 * Sanitised HTML as plain text (structured data, headings): no tags, entities decoded, white
 * space collapsed. Its consumers escape it again for where they put it (JSON, attributes).
 */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}
