import { describe, expect, it } from 'vitest';
import { buildUrl, serializeParams } from './url';

describe('buildUrl', () => {
  it('puts a relative URL under the base, with one slash between them', () => {
    expect(buildUrl('http://api.test/', '/website-state')).toBe('http://api.test/website-state');
    expect(buildUrl('http://api.test', 'website-state')).toBe('http://api.test/website-state');
    expect(buildUrl('http://api.test/v1', '')).toBe('http://api.test/v1');
  });

  it('leaves an absolute URL alone, and adds the query after any it has', () => {
    expect(buildUrl('http://api.test', 'https://maps.test/x?a=1', { b: 2 })).toBe(
      'https://maps.test/x?a=1&b=2',
    );
    expect(buildUrl('http://api.test', '/p#top', { b: 2 })).toBe('http://api.test/p?b=2');
    expect(buildUrl('http://api.test', '/p', {})).toBe('http://api.test/p');
  });
});

describe('serializeParams', () => {
  it('repeats the key of a list, which the API reads as a list (listParam)', () => {
    expect(serializeParams({ kind: ['HOUSE', 'LAND'], page: 2 })).toBe(
      'kind=HOUSE&kind=LAND&page=2',
    );
  });

  it('leaves out null and undefined, and writes dates, booleans and objects as text', () => {
    expect(
      serializeParams({
        a: undefined,
        b: null,
        from: new Date('2026-11-21T10:00:00Z'),
        verified: false,
        box: { n: 1 },
        list: [1, null, 2],
      }),
    ).toBe('from=2026-11-21T10:00:00.000Z&verified=false&box=%7B%22n%22:1%7D&list=1&list=2');
  });

  it('encodes as axios did: spaces as +, and `:` `$` `,` kept readable', () => {
    expect(serializeParams({ q: 'Kampala Road, 5$', 'a&b': 'x=y', bbox: '0.1,32.5' })).toBe(
      'q=Kampala+Road,+5$&a%26b=x%3Dy&bbox=0.1,32.5',
    );
  });
});
