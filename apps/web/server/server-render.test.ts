import { describe, expect, it } from 'vitest';
import { hasShell, loadScriptsAfterFirstPaint, withPageHtml } from './server-render';

const index = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/page-C.js">
    <link rel="preload" as="image" href="/media/x/640.avif">
  </head><body>
    <div id="root">
      <!--shell-->
      <header>logo</header><main><span role="status">Loading…</span></main>
      <!--/shell-->
    </div>
  </body></html>`;

describe('the server-drawn page (ADR 0026)', () => {
  it('puts the page in #root in place of the shell, marked for hydration', () => {
    expect(hasShell(index)).toBe(true);
    const html = withPageHtml(index, '<main><h1>Plot in Kira $& $1</h1></main>');
    expect(html).toContain(
      '<div id="root" data-rendered="server"><main><h1>Plot in Kira $& $1</h1></main></div>',
    );
    expect(html).not.toContain('Loading…');
    expect(hasShell(html)).toBe(false);
    // An index without the markers (an older build) is left as it is.
    expect(withPageHtml('<div id="root"></div>', '<p>x</p>')).toBe('<div id="root"></div>');
  });

  it('asks for the scripts after the page has loaded instead of from <head>', () => {
    const html = loadScriptsAfterFirstPaint(index, 'N0nce');
    // The loader is an inline script: it carries the response's nonce to run under the CSP.
    expect(html).toContain('<script nonce="N0nce">(function(){');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    // The photo preload stays: it is what the first screen shows.
    expect(html).toContain('<link rel="preload" as="image" href="/media/x/640.avif">');
    const loader = html.slice(html.lastIndexOf('<script nonce="N0nce">'), html.indexOf('</body>'));
    expect(loader).toContain('["/assets/index-A.js","/assets/react-B.js","/assets/page-C.js"]');
    expect(loader).toContain("addEventListener('load',later)");
    expect(html.indexOf(loader)).toBeGreaterThan(html.indexOf('<!--/shell-->'));
  });

  it('leaves a page without a module script alone', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(loadScriptsAfterFirstPaint(plain, 'N0nce')).toBe(plain);
  });
});
