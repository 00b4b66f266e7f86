import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  IMPORT_TEMPLATE_ROWS,
  type ImportResult,
  type ImportRowValues,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { ref } from '../../geo/geo-test-helpers';

const [house, plot] = IMPORT_TEMPLATE_ROWS as [ImportRowValues, ImportRowValues];

/** A quoted-field-aware split of one CSV line (the template has no line breaks in fields). */
const csvCells = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));

describe('listings import: POST /api/properties/import and its template', () => {
  let ctx: TestContext;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let colleague: Awaited<ReturnType<typeof signInAs>>;
  let outsider: Awaited<ReturnType<typeof signInAs>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let agencyA: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    agencyA = (await createAgency(ctx, admin.auth, { name: 'Import Agency A' })).id;
    const agencyB = (await createAgency(ctx, admin.auth, { name: 'Import Agency B' })).id;
    agent = await signInAs(ctx, 'AGENT', { email: 'importer@test.afrinest', agencyId: agencyA });
    colleague = await signInAs(ctx, 'SUPER_AGENT', {
      email: 'colleague@test.afrinest',
      agencyId: agencyA,
    });
    outsider = await signInAs(ctx, 'AGENT', { email: 'outsider@test.afrinest', agencyId: agencyB });
  });
  afterAll(() => ctx.close());

  const send = (auth: Record<string, string>, rows: ImportRowValues[], firstRow = 2) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/properties/import',
      headers: auth,
      payload: { rows: rows.map((values, i) => ({ row: firstRow + i, values })) },
    });
  const importRows = async (auth: Record<string, string>, rows: ImportRowValues[]) => {
    const res = await send(auth, rows);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ImportResult;
  };
  const agencyTotal = async () =>
    (await ctx.app.inject({ url: '/api/agent/properties', headers: agent.auth })).json()
      .total as number;
  const listing = async (id: string) =>
    (await ctx.app.inject({ url: `/properties/${id}`, headers: agent.auth })).json();

  it('saves the good rows and reports the bad ones per column, storing nothing of them', async () => {
    const before = await agencyTotal();
    const result = await importRows(agent.auth, [
      { ...house, title: 'Imported house in Kololo' },
      { ...house, title: 'Hi', price: 'a lot', bedrooms: 'two' },
      { ...plot, title: 'Imported plot in Wakiso' },
    ]);
    expect(result.saved).toBe(2);
    expect(result.failed).toBe(1);
    expect(result.results.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(result.results[1]!.errors).toEqual({
      price: ['Enter a number.'],
      bedrooms: ['Enter a whole number.'],
      title: ['At least 5 characters.'],
    });
    expect(await agencyTotal()).toBe(before + 2);

    const saved = await listing(result.results[0]!.id!);
    expect(saved).toMatchObject({
      title: 'Imported house in Kololo',
      status: 'ACTIVE',
      price: { amount: 850_000_000, currency: 'UGX' },
      agent: { id: agent.id },
      agency: { id: agencyA },
    });
    expect(saved.place.name).toBe('Kololo');
    const land = await listing(result.results[2]!.id!);
    expect(land).toMatchObject({
      kind: 'land',
      landSize: { unit: 'acres', value: 2, squareMetres: 8093.7128448 },
      land: { tenure: 'MAILO', titleStatus: 'TITLED', utilities: ['ELECTRICITY', 'WATER'] },
      location: { districtId: ref.wakisoDistrict },
    });
    expect(land.place.name).toBe('Wakiso');
  });

  it('imports a plot whose tenure is "Kibanja" (issue 46)', async () => {
    const result = await importRows(agent.auth, [
      { ...plot, title: 'Imported kibanja in Wakiso', tenure: 'Kibanja', titleStatus: 'Untitled' },
    ]);
    expect(result.results[0]!.ok, JSON.stringify(result.results[0])).toBe(true);
    expect((await listing(result.results[0]!.id!)).land).toMatchObject({
      tenure: 'KIBANJA',
      titleStatus: 'UNTITLED',
    });
  });

  it('fails a row whose place name is unknown, alone', async () => {
    const result = await importRows(agent.auth, [
      { ...house, title: 'House in a made-up place', area: 'Atlantisville' },
      { ...house, title: 'House next to it in Kololo' },
    ]);
    expect(result.results[0]).toEqual({
      row: 2,
      ok: false,
      errors: { area: ['Unknown area "Atlantisville".'] },
    });
    expect(result.results[1]!.ok).toBe(true);
  });

  it('resolves names at any level: "Wakiso" district, a place under the wrong city, coordinates alone', async () => {
    const result = await importRows(agent.auth, [
      { ...plot, title: 'Plot known by its district', city: '' },
      { ...house, title: 'Kololo is not in Entebbe', city: 'Entebbe' },
      {
        ...house,
        title: 'House known by its pin',
        region: '',
        city: '',
        area: '',
        latitude: '0.354',
        longitude: '32.617',
      },
      { ...house, title: 'House in Makindye', area: 'Makindye' },
    ]);
    expect(result.results[0]!.ok).toBe(true);
    expect((await listing(result.results[0]!.id!)).location.districtId).toBe(ref.wakisoDistrict);
    expect(result.results[1]!.errors).toEqual({ area: ['Kololo is not in Entebbe.'] });
    expect((await listing(result.results[2]!.id!)).place.name).toBe('Ntinda');
    // The neighbourhood Makindye inside the division Makindye: the inner one is meant.
    expect((await listing(result.results[3]!.id!)).place.chain[1].name).toBe('Makindye');
  });

  it('asks for the level above a name that several places share', async () => {
    const node = (parent: Record<string, string>, latitude: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/geo/nodes',
        headers: admin.auth,
        payload: {
          level: 'area',
          name: 'Kigoowa',
          kind: 'neighbourhood',
          latitude,
          longitude: 32.62,
          parent,
        },
      });
    const base = { countryId: ref.uganda, regionId: ref.central };
    expect(
      (await node({ ...base, cityId: ref.kampala, areaId: ref.nakawa }, 0.3652)).statusCode,
    ).toBe(201);
    expect((await node({ ...base, cityId: ref.kira }, 0.398)).statusCode).toBe(201);
    const result = await importRows(agent.auth, [
      { ...house, title: 'House in one of the Kigoowas', city: '', area: 'Kigoowa' },
      { ...house, title: 'House in Kigoowa of Kira', city: 'Kira', area: 'Kigoowa' },
    ]);
    expect(result.results[0]!.errors).toEqual({
      area: ['"Kigoowa" names several areas: give the level above it too.'],
    });
    expect((await listing(result.results[1]!.id!)).location.cityId).toBe(ref.kira);
  });

  it('links features by name and fails a row with an unknown feature', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/features',
      headers: admin.auth,
      payload: { name: 'Borehole' },
    });
    expect(res.statusCode).toBe(201);
    const result = await importRows(agent.auth, [
      { ...house, title: 'House with a borehole', features: 'borehole' },
      { ...house, title: 'House with a moat', features: 'Borehole, Moat' },
    ]);
    expect(
      (await listing(result.results[0]!.id!)).features.map((f: { name: string }) => f.name),
    ).toEqual(['Borehole']);
    expect(result.results[1]!.errors).toEqual({ features: ['Unknown features: Moat.'] });
  });

  it('lists for a colleague of the agency, never for an agent of another agency', async () => {
    const result = await importRows(agent.auth, [
      { ...house, title: 'House listed for a colleague', agentEmail: colleague.email },
      { ...house, title: 'House listed for an outsider', agentEmail: outsider.email },
      { ...house, title: 'House listed for nobody', agentEmail: 'nobody@test.afrinest' },
    ]);
    expect((await listing(result.results[0]!.id!)).agent.id).toBe(colleague.id);
    const refused = { agentEmail: ['No agent of your agency has this email.'] };
    expect(result.results[1]!.errors).toEqual(refused);
    expect(result.results[2]!.errors).toEqual(refused);
  });

  it('lets admins import only rows that name their agent', async () => {
    const result = await importRows(admin.auth, [
      { ...house, title: 'Admin import without an agent' },
      { ...house, title: 'Admin import for the outsider', agentEmail: outsider.email },
    ]);
    expect(result.results[0]!.errors).toEqual({
      agentEmail: ['Give the email of the agent the listing belongs to.'],
    });
    const seen = await ctx.app.inject({
      url: `/properties/${result.results[1]!.id}`,
      headers: outsider.auth,
    });
    expect(seen.json()).toMatchObject({ agent: { id: outsider.id } });
  });

  it('refuses anonymous callers (401), users (403), agents without an agency (404)', async () => {
    const user = await signInAs(ctx, 'USER');
    const loner = await signInAs(ctx, 'AGENT', { email: 'loner@test.afrinest' });
    expect((await send({}, [house])).statusCode).toBe(401);
    expect((await send(user.auth, [house])).statusCode).toBe(403);
    const res = await send(loner.auth, [house]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NO_AGENCY');
  });

  it('refuses more than 100 rows in one request with 400, saving nothing', async () => {
    const before = await agencyTotal();
    const rows = Array.from({ length: 101 }, (_, i) => ({ ...house, title: `Bulk house ${i}` }));
    const res = await send(agent.auth, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({ rows: ['At most 100 rows per request.'] });
    expect(await agencyTotal()).toBe(before);
  });

  it('serves a CSV template whose rows import cleanly', async () => {
    const res = await ctx.app.inject({ url: '/api/properties/import/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const [header, ...lines] = res.body.trimEnd().split('\r\n');
    const columns = csvCells(header!);
    expect(columns).toEqual([...IMPORT_COLUMNS]);
    const rows = lines.map((line) => {
      const cells = csvCells(line);
      return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    });
    expect(rows).toHaveLength(2);
    const result = await importRows(agent.auth, rows);
    expect(result).toMatchObject({ saved: 2, failed: 0 });
  });
});
