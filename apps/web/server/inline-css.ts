import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NONCE_PLACEHOLDER } from './csp';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * index.html with the build's own stylesheets written into it as <style>. A linked stylesheet
 * blocks the first paint for one more round trip on a slow mobile network; the whole Tailwind
 * build is under 10 KB compressed, so the static shell can paint as soon as the HTML arrives.
 * A stylesheet that is missing, or that could end the <style> element early, stays a link.
 *
 * The link stays too, `disabled`: a browser neither fetches nor applies a disabled stylesheet,
 * but Vite's preload helper finds it among the page's stylesheets. Without it, the first lazy
 * chunk that lists the entry's CSS as a dependency (the toaster, every page) makes the helper add
 * the link: 10 KB more on mobile data and the whole page's style recalculated after it loads.
 * The <style> carries the nonce placeholder: each response writes its own nonce there (csp.ts).
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(STYLESHEET, (link, file: string) => {
    const path = join(distDir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    return /<\/style/i.test(css)
      ? link
      : `<style nonce="${NONCE_PLACEHOLDER}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}
