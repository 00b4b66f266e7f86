import { describe, expect, test } from 'vitest';
import { drawnTextTag, embeddedAnswersTag } from './initial-data';

describe('the tags a drawn page embeds', () => {
  test('the texts the server wrote, as a global the browser reads (ADR 0028)', () => {
    const tag = drawnTextTag(
      { 'money en-UG UGX 5': 'USh\u00a05', 'number 0 1': '</script>1' },
      'n0nce+/=',
    );
    // A text cannot close the element: `<` is written as its JSON escape. The response's nonce
    // lets it run under the page's CSP (server/csp.ts).
    expect(tag).toBe(
      '<script nonce="n0nce+/=">window.__AFRINEST_TEXT__={"money en-UG UGX 5":"USh\u00a05","number 0 1":"\\u003c/script>1"}</script>',
    );
    const body = tag.slice(tag.indexOf('>') + 1, -9);
    const read = new Function(`const window = {}; ${body}; return window;`)() as {
      __AFRINEST_TEXT__: Record<string, string>;
    };
    expect(read.__AFRINEST_TEXT__['number 0 1']).toBe('</script>1');
    expect(drawnTextTag({}, 'n')).toBe('');
  });

  test('the answers, the same way', () => {
    expect(embeddedAnswersTag({ 'http://api.test/x': { title: '<b>' } }, 'abc')).toBe(
      '<script nonce="abc">window.__AFRINEST_DATA__={"http://api.test/x":{"title":"\\u003cb>"}}</script>',
    );
    expect(embeddedAnswersTag({}, 'abc')).toBe('');
  });
});
