import { afterAll, describe, expect, it } from 'vitest';
import type { Place } from '@afrinest/contract';
import { createCache } from '../../platform/cache/cache';
import { createPlaceCache } from './place-cache';

const place = (id: string, name: string): Place => ({
  id,
  level: 'area',
  name,
  slug: name.toLowerCase(),
  latitude: null,
  longitude: null,
  label: `${name}, Kampala, Uganda`,
  chain: [],
  selection: {
    countryId: null,
    regionId: null,
    subRegionId: null,
    districtId: null,
    cityId: null,
    areaId: id,
  },
});

describe('place cache', () => {
  // On CI the generation lives in Redis, as it does for every API instance in production.
  const shared = createCache(process.env.REDIS_URL, `afrinest-places-test-${process.pid}:`);
  afterAll(() => shared.close());

  /** A geography of two places whose loader counts what it was asked. */
  function geography() {
    const names = new Map([
      ['a', 'Kololo'],
      ['b', 'Ntinda'],
    ]);
    const asked: string[][] = [];
    const load = async (ids: string[]) => {
      asked.push(ids);
      return new Map(
        ids.flatMap((id) => (names.has(id) ? [[id, place(id, names.get(id)!)]] : [])) as [
          string,
          Place,
        ][],
      );
    };
    /** A place cache (an API instance) over this geography, sharing the generation. */
    const instance = () => createPlaceCache({ cache: shared, load });
    return { names, asked, load, instance };
  }

  it('reads each place once, then from memory; unknown ids are simply absent', async () => {
    const geo = geography();
    const cache = geo.instance();
    expect([...(await cache.places(['a', 'b', 'a'])).keys()]).toEqual(['a', 'b']);
    expect((await cache.places(['b', 'a'])).get('a')?.name).toBe('Kololo');
    expect(geo.asked).toEqual([['a', 'b']]);
    expect((await cache.places(['a', 'zzz'])).size).toBe(1);
    expect(geo.asked).toEqual([['a', 'b'], ['zzz']]);
  });

  it('reads the chains again on every instance after a change', async () => {
    const geo = geography();
    const one = geo.instance();
    const other = geo.instance();
    await one.places(['a']);
    await other.places(['a']);
    geo.names.set('a', 'Kololo Hill');
    await one.changed();
    expect((await other.places(['a'])).get('a')?.name).toBe('Kololo Hill');
    expect((await one.places(['a'])).get('a')?.label).toBe('Kololo Hill, Kampala, Uganda');
  });

  it('does not keep a chain read while the geography was being changed', async () => {
    const geo = geography();
    let first = true;
    const cache = createPlaceCache({
      cache: shared,
      load: async (ids) => {
        const loaded = await geo.load(ids);
        // An admin's edit lands between the read of the chains and their keeping.
        if (first) {
          first = false;
          geo.names.set('a', 'Kololo Hill');
          await cache.changed();
        }
        return loaded;
      },
    });
    expect((await cache.places(['a'])).get('a')?.name).toBe('Kololo');
    expect((await cache.places(['a'])).get('a')?.name).toBe('Kololo Hill');
  });
});
