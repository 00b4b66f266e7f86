import { describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  IMPORT_TEMPLATE_ROWS,
  importRequestSchema,
  importTemplateCsv,
  matchImportColumns,
  readImportRow,
  toCsv,
  toMinorUnits,
  type ImportRowValues,
} from '@afrinest/contract';

const house: ImportRowValues = IMPORT_TEMPLATE_ROWS[0]!;
const plot: ImportRowValues = IMPORT_TEMPLATE_ROWS[1]!;

describe('listing import: one sheet row to a listing form', () => {
  it('reads the template house with the price in minor units and its place names', () => {
    const check = readImportRow(house);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input).toMatchObject({
      kind: 'house',
      purpose: 'SALE',
      price: { amount: 850_000_000, currency: 'UGX' },
      negotiable: true,
      bedrooms: 4,
      floorArea: { unit: 'sqm', value: 320 },
      landSize: { unit: 'decimals', value: 25 },
      latitude: 0.329,
    });
    expect(check.places).toEqual({
      country: 'Uganda',
      region: 'Central Region',
      district: null,
      city: 'Kampala',
      area: 'Kololo',
    });
  });

  it('reads the template plot: acres, mailo, utilities in any case', () => {
    const check = readImportRow({ ...plot, utilities: 'water, electricity', tenure: 'mailo' });
    expect(check.ok && check.input.land).toEqual({
      tenure: 'MAILO',
      titleStatus: 'TITLED',
      leaseYears: null,
      accessRoad: 'MURRAM',
      utilities: ['WATER', 'ELECTRICITY'],
    });
    expect(check.ok && check.input.landSize).toMatchObject({ unit: 'acres', value: 2 });
  });

  it('reads KIBANJA as a tenure in any case, and "kibanja" as a title status still as UNTITLED', () => {
    for (const tenure of ['Kibanja', 'KIBANJA', ' kibanja ']) {
      const check = readImportRow({ ...plot, tenure, titleStatus: 'kibanja' });
      expect(check.ok && check.input.land, tenure).toMatchObject({
        tenure: 'KIBANJA',
        titleStatus: 'UNTITLED',
      });
    }
    const bad = readImportRow({ ...plot, tenure: 'bibanja' });
    expect(!bad.ok && bad.errors.tenure).toEqual([
      'Use one of: MAILO, FREEHOLD, LEASEHOLD, CUSTOMARY, KIBANJA.',
    ]);
  });

  it('turns 50 and 100 ft sides into a "W×L ft" plot', () => {
    const check = readImportRow({
      ...plot,
      landSize: '',
      landSizeUnit: '',
      plotWidthFt: '50',
      plotLengthFt: '100',
    });
    expect(check.ok && check.input.landSize).toEqual({
      unit: 'ft_plot',
      value: 5000,
      widthFt: 50,
      lengthFt: 100,
    });
  });

  it('converts major units exactly by the currency digits and refuses extra decimals', () => {
    expect(toMinorUnits('250,000,000', 'UGX')).toBe(250_000_000);
    expect(toMinorUnits('1200.50', 'USD')).toBe(120_050);
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits('2.5E8', 'UGX')).toBe(250_000_000);
    expect(() => toMinorUnits('1200.505', 'USD')).toThrow('At most 2 decimals for USD.');
    expect(() => toMinorUnits('100.5', 'UGX')).toThrow('UGX has no decimals.');
    expect(() => toMinorUnits('ten', 'UGX')).toThrow('Enter a number.');
  });

  it('reports every bad cell under its own column', () => {
    const check = readImportRow({
      ...house,
      kind: 'castle',
      price: 'a lot',
      bedrooms: '2.5',
      title: 'Hi',
      latitude: '0.3',
      longitude: '',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        kind: [expect.stringContaining('Use one of: house, apartment')],
        price: ['Enter a number.'],
        bedrooms: ['Enter a whole number.'],
        title: ['At least 5 characters.'],
        longitude: ['Give both coordinates.'],
      },
    });
  });

  it('asks a plot for its tenure, title status and size, a rental for its period', () => {
    const land = readImportRow({ ...plot, tenure: '', titleStatus: '', landSize: '' });
    expect(!land.ok && Object.keys(land.errors).sort()).toEqual([
      'landSize',
      'tenure',
      'titleStatus',
    ]);
    const rent = readImportRow({ ...house, purpose: 'for rent' });
    expect(!rent.ok && rent.errors).toEqual({ rentPeriod: ['Choose the rent period.'] });
    expect(readImportRow({ ...house, purpose: 'rent', rentPeriod: 'monthly' }).ok).toBe(true);
  });

  it('needs a place name or both coordinates, and defaults the country to Uganda', () => {
    const none = readImportRow({
      ...house,
      region: '',
      city: '',
      area: '',
      latitude: '',
      longitude: '',
    });
    expect(!none.ok && Object.keys(none.errors)).toEqual(['city']);
    const pin = readImportRow({ ...house, country: '', region: '', city: '', area: '' });
    expect(pin.ok && pin.places).toBeNull();
    const named = readImportRow({ ...house, country: '' });
    expect(named.ok && named.places?.country).toBe('Uganda');
  });

  it('keeps feature names (once each) and the agent email for the server', () => {
    const check = readImportRow({
      ...house,
      features: 'Parking, Garden; Parking',
      agentEmail: ' Agent@X.test ',
    });
    expect(check.ok && [check.featureNames, check.agentEmail]).toEqual([
      ['Parking', 'Garden'],
      'agent@x.test',
    ]);
  });
});

describe('listing import: columns, template and request', () => {
  it('matches headers by key, label or alias, ignoring case and punctuation', () => {
    const m = matchImportColumns([
      'Property type',
      'TITLE',
      'Price',
      'Beds',
      'Land size unit',
      'Size',
      'lat',
      'Notes',
    ]);
    expect(m).toMatchObject({
      kind: 0,
      title: 1,
      price: 2,
      bedrooms: 3,
      landSizeUnit: 4,
      landSize: 5,
      latitude: 6,
    });
    expect(m.description).toBeNull();
  });

  it('writes the template with every column and quotes fields with commas', () => {
    const lines = importTemplateCsv().trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(',')).toEqual([...IMPORT_COLUMNS]);
    expect(lines[2]).toContain('"ELECTRICITY, WATER"');
    expect(toCsv([['say "hi"', 'a\nb']])).toBe('"say ""hi""","a\nb"\r\n');
  });

  it('takes at most 100 rows a request', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ row: i + 2, values: house }));
    expect(importRequestSchema.safeParse({ rows: rows(100) }).success).toBe(true);
    expect(importRequestSchema.safeParse({ rows: rows(101) }).error?.issues[0]?.message).toBe(
      'At most 100 rows per request.',
    );
  });
});
