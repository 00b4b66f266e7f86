import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { embeddedInitialData, readEmbeddedAnswers } from './embedded-answers';

const API = 'http://api.test';

describe('answers embedded in the page by the web server (ADR 0024)', () => {
  it('answers a GET by the URL the API client builds, params included, once', () => {
    const page = {
      __AFRINEST_DATA__: {
        [`${API}/api/properties?kind=house&sort=newest&page=1&pageSize=12`]: { total: 3 },
        [`${API}/properties/abc`]: { id: 'abc' },
      },
    };
    const answers = readEmbeddedAnswers(page, `${API}/`, 1234);

    const query = { kind: 'house', sort: 'newest', page: '1', pageSize: '12' };
    expect(answers.take('/api/properties', { ...query, page: '2' })).toBeUndefined();
    expect(answers.take('/api/properties', query)).toEqual({ total: 3 });
    expect(answers.take('/api/properties', query)).toBeUndefined();
    expect(answers.take('/properties/abc')).toEqual({ id: 'abc' });
    expect(answers.readAt).toBe(1234);
  });

  it('removes the global once read, and ignores anything that is not a map of answers', () => {
    const page: { __AFRINEST_DATA__?: Record<string, unknown> } = {
      __AFRINEST_DATA__: { [`${API}/x`]: 1 },
    };
    readEmbeddedAnswers(page, API);
    expect(page.__AFRINEST_DATA__).toBeUndefined();
    expect(readEmbeddedAnswers(page, API).take('/x')).toBeUndefined();
    const nonsense = readEmbeddedAnswers({ __AFRINEST_DATA__: 'x' as never }, API);
    expect(nonsense.take('/x')).toBeUndefined();
    expect(readEmbeddedAnswers(undefined, API).take('/x')).toBeUndefined();
  });

  it("gives a query its initial data from this page's answer, picked by select, once", () => {
    window.__AFRINEST_DATA__ = { [`${config.apiUrl}/api/plots/featured?limit=4`]: { data: [7] } };
    const { initialData, initialDataUpdatedAt } = embeddedInitialData(
      '/api/plots/featured',
      { limit: 4 },
      (answer: { data: number[] }) => answer.data,
    );
    expect(initialData()).toEqual([7]);
    expect(initialData()).toBeUndefined();
    expect(initialDataUpdatedAt()).toBeLessThanOrEqual(Date.now());
  });
});
