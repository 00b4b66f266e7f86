import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page drawn by the renderer: its HTML and the texts it formatted (ADR 0028). */
export interface DrawnPage {
  html: string;
  text: Record<string, string>;
}

/** What `vite build --ssr` makes of src/entry-server.tsx (ADR 0026). */
export interface PageRenderer {
  render(
    url: string,
    runtime: { apiUrl: string; productName: string; webUrl: string },
    answers: Record<string, unknown>,
  ): Promise<DrawnPage | null>;
}

/** The renderer built beside the web build (apps/web/dist-ssr), or null without one. */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | null> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

// index.html's static shell, between its markers: what a drawn page replaces.
const SHELL = /<div id="root">\s*<!--shell-->[\s\S]*?<!--\/shell-->\s*<\/div>/;

/** The index with the page's own HTML in #root, marked so the browser hydrates it. */
export function withPageHtml(index: string, pageHtml: string): string {
  return index.replace(SHELL, () => `<div id="root" data-rendered="server">${pageHtml}</div>`);
}

/** Whether the index still has the shell a drawn page goes into (an old build may not). */
export const hasShell = (index: string): boolean => SHELL.test(index);

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A drawn page's scripts, asked for once the page has loaded (its HTML and first photos) and a
 * frame is on screen, instead of from <head> (ADR 0026). The page is readable without them; on a
 * slow mobile connection the HTML, its first photo and then the app's ~120 KB of JavaScript come
 * one after the other instead of sharing the line, so the listings show sooner. The entry and
 * the modules it and the page will need are imported together (what the modulepreload links
 * did), without adding elements to the document, which would make the browser look at its
 * styles again; each in its own task, as starting one costs a phone some 100 ms (compiling it).
 * A photo that takes long holds the scripts back 3 seconds at most. The loader carries the
 * response's nonce (server/csp.ts); the modules it imports are this origin's, which the CSP allows.
 */
export function loadScriptsAfterFirstPaint(html: string, nonce: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (entries.length === 0) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const urls = JSON.stringify([...entries, ...preloads]).replace(/</g, '\\u003c');
  const loader =
    `<script nonce="${nonce}">(function(){var done=false;function go(){if(done)return;done=true;` +
    `${urls}.forEach(function(u){setTimeout(function(){import(u).catch(function(){})},0)})}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.readyState==='complete')later();else addEventListener('load',later);` +
    `setTimeout(go,3000)})()</script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace('</body>', () => `${loader}\n  </body>`);
}
