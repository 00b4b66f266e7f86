import { describe, expect, test } from 'vitest';
import { drawnTextTag, embeddedAnswersTag } from './initial-data';

describe('the tags a drawn page embeds', () => {
  test('the texts the server wrote, as a global the browser reads (ADR 0028)', () => {
    const tag = drawnTextTag({ 'money en-UG UGX 5': 'USh\u00a05', 'number 0 1': '</script>1' });
    // A text cannot close the element: `<` is written as its JSON escape.
    expect(tag).toBe(
      '<script>window.__AFRINEST_TEXT__={"money en-UG UGX 5":"USh\u00a05","number 0 1":"\\u003c/script>1"}</script>',
    );
    const read = new Function(`const window = {}; ${tag.slice(8, -9)}; return window;`)() as {
      __AFRINEST_TEXT__: Record<string, string>;
    };
    expect(read.__AFRINEST_TEXT__['number 0 1']).toBe('</script>1');
    expect(drawnTextTag({})).toBe('');
  });

  test('the answers, the same way', () => {
    expect(embeddedAnswersTag({ 'http://api.test/x': { title: '<b>' } })).toBe(
      '<script>window.__AFRINEST_DATA__={"http://api.test/x":{"title":"\\u003cb>"}}</script>',
    );
    expect(embeddedAnswersTag({})).toBe('');
  });
});
