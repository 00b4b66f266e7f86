import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  clearedSearch,
  emptySearch,
  groupDigits,
  majorToMinor,
  minorToMajor,
  parseSearch,
  toApiQuery,
  toMapFilters,
  toSearchParams,
  withFilters,
} from '../search-params';

const FEATURE = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PLACE = '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';

describe('the search in the address bar', () => {
  test('reads every filter and writes the same URL back (a shared link is the search)', () => {
    const url =
      'q=garden&kind=house%2Capartment&purpose=RENT&rentPeriod=MONTH&priceMin=500000&priceMax=3000000' +
      `&bedrooms=2&bathrooms=1&sizeMin=0.5&sizeMax=2&tenure=MAILO&titleStatus=TITLED&features=${FEATURE}` +
      `&placeId=${PLACE}&currency=UGX&sizeUnit=acres&placeName=Kololo&sort=price_asc&page=3&pageSize=24&view=map`;
    const search = parseSearch(new URLSearchParams(url));
    expect(search).toMatchObject({
      q: 'garden',
      kind: ['house', 'apartment'],
      purpose: 'RENT',
      rentPeriod: 'MONTH',
      priceMin: 500_000,
      priceMax: 3_000_000,
      currency: 'UGX',
      bedrooms: 2,
      sizeMin: 0.5,
      sizeUnit: 'acres',
      tenure: ['MAILO'],
      features: [FEATURE],
      placeId: PLACE,
      placeName: 'Kololo',
      sort: 'price_asc',
      page: 3,
      pageSize: 24,
      view: 'map',
    });
    const again = parseSearch(toSearchParams(search));
    expect(again).toEqual(search);
  });

  test('drops what it does not know, so an old or edited link still searches', () => {
    const search = parseSearch(
      new URLSearchParams(
        'kind=castle,land&purpose=LEASE&priceMin=-5&bedrooms=two&tenure=MAILO,NOPE&features=x' +
          '&placeId=kampala&placeName=Kampala&sort=random&page=0&pageSize=7&bbox=9,9,1,1',
      ),
    );
    expect(search).toEqual({ ...emptySearch(), kind: ['land'], tenure: ['MAILO'] });
  });

  test('the API query carries filters in minor units, order and page; the view stays in the URL', () => {
    const search = parseSearch(
      new URLSearchParams(
        `priceMin=150000&currency=USD&kind=land&view=map&placeId=${PLACE}&placeName=X`,
      ),
    );
    expect(toApiQuery(search)).toEqual({
      kind: 'land',
      priceMin: '150000',
      currency: 'USD',
      placeId: PLACE,
      sort: 'newest',
      page: '1',
      pageSize: '12',
    });
    expect(toMapFilters({ ...search, bbox: '0,32,1,33' })).toEqual({
      kind: 'land',
      priceMin: '150000',
      currency: 'USD',
      placeId: PLACE,
    });
  });

  test('a currency or unit alone is left out; with a bound it says what the bound means', () => {
    const alone = parseSearch(new URLSearchParams('currency=USD&sizeUnit=acres'));
    expect(toSearchParams(alone).toString()).toBe('');
    const sized = withFilters(alone, { sizeMin: 2 });
    expect(toSearchParams(sized).toString()).toBe('sizeMin=2&sizeUnit=acres');
    const perAcre = withFilters(alone, { pricePerUnitMax: 300_000_000 });
    expect(Object.fromEntries(toSearchParams(perAcre))).toEqual({
      pricePerUnitMax: '300000000',
      currency: 'USD',
      sizeUnit: 'acres',
    });
  });

  test('a new filter goes back to page 1; clearing keeps the view and page size', () => {
    const search = { ...emptySearch(), page: 4, pageSize: 48, view: 'map' as const, q: 'pool' };
    expect(withFilters(search, { bedrooms: 3 }).page).toBe(1);
    expect(activeFilterCount(search)).toBe(1);
    expect(clearedSearch(search)).toEqual({ ...emptySearch(), pageSize: 48, view: 'map' });
  });
});

describe('money typed in major units', () => {
  test('converts exactly to minor units per currency', () => {
    expect(majorToMinor('1,500,000', 'UGX')).toBe(1_500_000);
    expect(majorToMinor('12.5', 'USD')).toBe(1250);
    expect(majorToMinor('0.29', 'USD')).toBe(29);
    expect(majorToMinor('1 200.005', 'KES')).toBe(120_001);
    expect(majorToMinor('abc', 'UGX')).toBeUndefined();
    expect(majorToMinor('', 'UGX')).toBeUndefined();
  });

  test('shows minor units as the major amount a person typed', () => {
    expect(minorToMajor(1_500_000, 'UGX')).toBe('1500000');
    expect(minorToMajor(1250, 'USD')).toBe('12.5');
    expect(minorToMajor(5, 'USD')).toBe('0.05');
    expect(minorToMajor(300, 'USD')).toBe('3');
  });
});

describe('sorting by price (issue 39)', () => {
  test('never mixes sale and rent: a price order always has a purpose, SALE unless RENT was picked', () => {
    expect(parseSearch(new URLSearchParams('sort=price_asc')).purpose).toBe('SALE');
    expect(parseSearch(new URLSearchParams('sort=price_desc&purpose=RENT')).purpose).toBe('RENT');
    expect(parseSearch(new URLSearchParams('sort=newest')).purpose).toBeUndefined();
    expect(withFilters(emptySearch(), { sort: 'price_desc' })).toMatchObject({
      sort: 'price_desc',
      purpose: 'SALE',
    });
    const renting = withFilters(emptySearch(), { purpose: 'RENT' });
    expect(withFilters(renting, { sort: 'price_asc' }).purpose).toBe('RENT');
    // Choosing "Buy or rent" again while sorting by price keeps buying.
    const sorted = withFilters(emptySearch(), { sort: 'price_asc' });
    expect(withFilters(sorted, { purpose: undefined }).purpose).toBe('SALE');
    expect(toApiQuery(sorted)).toMatchObject({ sort: 'price_asc', purpose: 'SALE' });
  });
});

describe('prices typed with thousands separators', () => {
  test('groups the whole part as it is typed, keeps decimals, drops anything but digits', () => {
    expect(groupDigits('1000000000')).toBe('1,000,000,000');
    expect(groupDigits('1,0000')).toBe('10,000');
    expect(groupDigits('1234.5')).toBe('1,234.5');
    expect(groupDigits('12a3 4')).toBe('1,234');
    expect(groupDigits('')).toBe('');
    expect(groupDigits('0.')).toBe('0.');
    // Read back as digits: minor units in the URL.
    expect(majorToMinor(groupDigits('1000000000'), 'UGX')).toBe(1_000_000_000);
  });
});
