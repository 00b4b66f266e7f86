import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { contentApi, editOf, publicPage } from './content-test-helpers';
import { renderMarkdown } from './markdown';

/** Markup and Markdown that try to run script, restyle the page or leave through a URL. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.test/a.png" onerror="alert(1)" style="width:9999px">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="https://ok.test" onclick="alert(1)" onmouseover="alert(1)">ok</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](//evil.test/steal)',
  '<javascript:alert(1)>',
  '![x](https://ok.test/a.png"onerror="alert(1))',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="position:fixed;inset:0">cover</div>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>x</details>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x">',
  '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test">',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href="/&#x09;/evil.test">bent</a>',
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title'],
  th: ['align'],
  td: ['align'],
  ol: ['start'],
};
const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br ul ol li a strong em del code pre blockquote hr table thead tbody tr th td img'.split(
    ' ',
  ),
);
const DANGEROUS =
  /<script|<iframe|<svg|<math|<style|<object|<embed|<form|<base|<meta|<link|\son\w+\s*=|javascript:|vbscript:|data:|style=|srcdoc|\/\/evil/i;

/**
 * Every tag and attribute left is on the list and every address is one we allow; text between
 * tags may name `javascript:` (a link's words), but holds no `<` that a browser would read.
 */
function assertSafe(html: string) {
  const markup = [...html.matchAll(/<[^>]*>/g)].map((m) => m[0]).join(' ');
  expect(markup).not.toMatch(DANGEROUS);
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
  for (const [, closing, tag, attrs] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `tag <${tag}>`).toContain(tag);
    if (closing) continue;
    for (const [, name, value] of attrs!.matchAll(/([a-zA-Z-:]+)="([^"]*)"/g)) {
      expect(ALLOWED_ATTRIBUTES[tag!] ?? [], `${tag} ${name}`).toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/);
      if (name === 'src') expect(value).toMatch(/^https?:\/\//);
      if (tag === 'a' && name === 'rel') expect(value).toBe('nofollow noopener');
    }
  }
}

describe('content: Markdown is served as sanitised HTML', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof contentApi>;

  beforeAll(async () => {
    ctx = await createTestApp();
    api = contentApi(ctx, (await signInAs(ctx, 'AFRI_ADMIN')).auth);
  });
  afterAll(() => ctx.close());

  it.each(PAYLOADS.map((p, i) => [i, p] as const))(
    'payload %i is stored and served without anything that runs: %s',
    async (i, payload) => {
      const body = `Before the payload.\n\n${payload}\n\nAfter the payload.`;
      const page = await api.created({ slug: `xss-${i}`, body, status: 'PUBLISHED' });
      // Kept as written for the editor; only the HTML is ever served as markup.
      expect(page.body).toBe(body);
      assertSafe(page.html);
      expect(page.html).toContain('<p>Before the payload.</p>');
      expect(page.html).toContain('<p>After the payload.</p>');
      const served = (await publicPage(ctx, `xss-${i}`)).json() as ContentPage;
      expect(served.html).toBe(page.html);
    },
  );

  it('renders ordinary Markdown: headings, lists, emphasis, code, tables, links with rel', async () => {
    const body = [
      '# Welcome',
      '',
      'Read **this** and _that_, see `code`.',
      '',
      '- first',
      '- second',
      '',
      '1. one',
      '',
      '> quoted',
      '',
      '[Our help](/help), [the web](https://example.com "Example") and [mail](mailto:hi@afrinest.test).',
      '',
      '![A house](https://cdn.example.com/house.jpg)',
      '',
      '| Town | Price |',
      '| ---- | ----: |',
      '| Kampala | 100 |',
    ].join('\n');
    const page = await api.created({ slug: 'plain-markdown', body, status: 'PUBLISHED' });
    assertSafe(page.html);
    expect(page.html).toContain('<h1>Welcome</h1>');
    expect(page.html).toContain('<strong>this</strong>');
    expect(page.html).toContain('<em>that</em>');
    expect(page.html).toContain('<code>code</code>');
    expect(page.html).toContain('<ul>\n<li>first</li>\n<li>second</li>\n</ul>');
    expect(page.html).toContain('<ol>\n<li>one</li>\n</ol>');
    expect(page.html).toContain('<blockquote>');
    expect(page.html).toContain('<a href="/help" rel="nofollow noopener">Our help</a>');
    expect(page.html).toContain(
      '<a href="https://example.com" title="Example" rel="nofollow noopener">the web</a>',
    );
    expect(page.html).toContain(
      '<a href="mailto:hi@afrinest.test" rel="nofollow noopener">mail</a>',
    );
    expect(page.html).toContain('<img src="https://cdn.example.com/house.jpg" alt="A house" />');
    expect(page.html).toContain('<td align="right">100</td>');
  });

  it('keeps text that looks like markup as text', () => {
    expect(renderMarkdown('5 < 6 & "quotes"')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
    expect(renderMarkdown('&lt;script&gt;')).toBe('<p>&lt;script&gt;</p>');
  });

  it('sanitises a restored version again, not the HTML of its time', async () => {
    const page = await api.created({ slug: 'restore-xss', body: 'Clean.' });
    const res = await api.update(
      page.id,
      editOf(page, { body: '<script>alert(1)</script>Dirty?' }),
    );
    expect(res.statusCode).toBe(200);
    assertSafe(res.json().html);
    assertSafe((await api.restore(page.id, 2)).json().html);
  });
});
