/**
 * Prices, areas and counts as the web server wrote them into a page it drew (ADR 0028), so the
 * browser hydrates that page without making an Intl formatter. The first Intl formatter a page
 * makes starts the browser's ICU (its locale data and number machinery): one task of some
 * 50–300 ms on a phone's CPU, right in the middle of hydration, whatever the options. The server
 * records every text it formats while drawing; the page embeds them as `window.__AFRINEST_TEXT__`;
 * here they answer the same questions until the visitor asks something new (another search,
 * another unit), which Intl then answers.
 *
 * Keys say everything the text depends on (what is formatted, the locale, the unit, the value),
 * so a recorded text is right for as long as the page lives.
 */
export type DrawnText = Record<string, string>;

declare global {
  interface Window {
    __AFRINEST_TEXT__?: DrawnText;
  }
}

/** The server's render in progress: every text written goes in. */
let recording: Map<string, string> | undefined;
/** The browser's: the texts its page came with, read on first use. */
let drawn: Map<string, string> | undefined;

function readDrawn(source: { __AFRINEST_TEXT__?: DrawnText } | undefined): Map<string, string> {
  const text = source?.__AFRINEST_TEXT__;
  if (source) delete source.__AFRINEST_TEXT__;
  if (!text || typeof text !== 'object') return new Map();
  return new Map(Object.entries(text).filter(([, value]) => typeof value === 'string'));
}

/** The text the page was drawn with for `key`, else what `write` makes now. */
export function drawnText(key: string, write: () => string): string {
  if (recording) {
    const text = write();
    recording.set(key, text);
    return text;
  }
  // Through globalThis: this module also formats for the web server (share previews), in Node.
  drawn ??= readDrawn((globalThis as { window?: { __AFRINEST_TEXT__?: DrawnText } }).window);
  return drawn.get(key) ?? write();
}

/**
 * For the web server's renderer (src/entry-server.tsx): runs `draw` (one synchronous render, so
 * no other request's texts get in) and returns what it wrote with every text it formatted.
 */
export function recordDrawnText<T>(draw: () => T): { result: T; text: DrawnText } {
  recording = new Map();
  try {
    const result = draw();
    return { result, text: Object.fromEntries(recording) };
  } finally {
    recording = undefined;
  }
}

/** For tests: forget the texts read from the page, so the next use reads `source` again. */
export function resetDrawnText(source?: { __AFRINEST_TEXT__?: DrawnText }): void {
  drawn = source ? readDrawn(source) : undefined;
}
