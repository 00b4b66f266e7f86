import type { ListingFormValues } from '@afrinest/contract';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';
import { spread, type Spread } from './load';

/**
 * Listing writes through the HTTP API as the demo agent of the first agency: creates copied from
 * generated listings, then an edit and a status change of each, one at a time. The listings it
 * made are deleted afterwards, so each run starts from the same database.
 */
export type WriteKind = 'create' | 'edit' | 'status';
export interface WriteTimes {
  http: Record<WriteKind, Spread>;
  failures: string[];
}

interface Template {
  kind: ListingFormValues['kind'];
  purpose: ListingFormValues['purpose'];
  rent_period: ListingFormValues['rentPeriod'];
  title: string;
  description: string;
  price_amount: string;
  currency: string;
  negotiable: boolean;
  bedrooms: number | null;
  bathrooms: number | null;
  floor_area_value: number | null;
  floor_area_unit: string | null;
  land_size_value: number | null;
  land_size_unit: string | null;
  land_size_width_ft: number | null;
  land_size_length_ft: number | null;
  tenure: string | null;
  lease_years: number | null;
  title_status: string | null;
  access_road: string | null;
  utilities: string[];
  country_id: string | null;
  region_id: string | null;
  sub_region_id: string | null;
  district_id: string | null;
  city_id: string | null;
  area_id: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  features: string[];
}

/** Public generated listings, a seeded sample, with their features. */
async function templates(databaseUrl: string, seed: number, count: number): Promise<Template[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (
      await c.query(
        `select l.*, array(select feature_id from listing_feature f where f.listing_id = l.id) as features
        from listing l where l.status = 'ACTIVE' and l.deleted_at is null and l.created_by is null
        order by md5(l.id::text || $1) limit $2`,
        [seed, count],
      )
    ).rows as Template[];
  } finally {
    await c.end();
  }
}

const size = (unit: string | null, value: number | null, w: number | null, l: number | null) =>
  unit === null
    ? null
    : unit === 'ft_plot'
      ? { unit, widthFt: w, lengthFt: l }
      : { unit, value: Number(value) };

/** The form an agent would send for a listing like the template. */
function formOf(t: Template): ListingFormValues {
  return {
    kind: t.kind,
    purpose: t.purpose,
    rentPeriod: t.rent_period,
    title: t.title,
    description: t.description,
    price: { amount: Number(t.price_amount), currency: t.currency as 'UGX' },
    negotiable: t.negotiable,
    bedrooms: t.bedrooms,
    bathrooms: t.bathrooms,
    floorArea: size(
      t.floor_area_unit,
      t.floor_area_value,
      null,
      null,
    ) as ListingFormValues['floorArea'],
    landSize: size(
      t.land_size_unit,
      t.land_size_value,
      t.land_size_width_ft,
      t.land_size_length_ft,
    ) as ListingFormValues['landSize'],
    land:
      t.kind === 'land'
        ? ({
            tenure: t.tenure,
            leaseYears: t.lease_years,
            titleStatus: t.title_status,
            accessRoad: t.access_road,
            utilities: t.utilities,
          } as ListingFormValues['land'])
        : null,
    features: t.features,
    location: {
      countryId: t.country_id,
      regionId: t.region_id,
      subRegionId: t.sub_region_id,
      districtId: t.district_id,
      cityId: t.city_id,
      areaId: t.area_id,
    },
    latitude: t.latitude,
    longitude: t.longitude,
    address: t.address,
  };
}

export async function measureWrites(opts: {
  api: string;
  databaseUrl: string;
  seed: number;
  count: number;
}): Promise<WriteTimes> {
  const failures: string[] = [];
  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const started = performance.now();
    const response = await fetch(`${opts.api}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) failures.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return {
      ms,
      ok: response.ok,
      json: response.ok ? (JSON.parse(text) as { id?: string; token?: string }) : {},
    };
  };
  const login = await send('POST', '/api/auth/login', {
    email: 'agent@afrinest.test',
    password: DEMO_PASSWORD,
  });
  const token = login.json.token;
  if (!token)
    return { http: { create: spread([]), edit: spread([]), status: spread([]) }, failures };

  const times: Record<WriteKind, number[]> = { create: [], edit: [], status: [] };
  const made: { id: string; form: ListingFormValues }[] = [];
  for (const t of await templates(opts.databaseUrl, opts.seed, opts.count)) {
    const form = formOf(t);
    const created = await send('POST', '/api/properties', form, token);
    times.create.push(created.ms);
    if (created.json.id) made.push({ id: created.json.id, form });
  }
  for (const { id, form } of made) {
    // An agent's usual edit: the price, a word of the title, the pin moved a little.
    const edited: ListingFormValues = {
      ...form,
      title: `${form.title} (new price)`,
      price: { ...form.price, amount: Math.round(form.price.amount * 0.95) },
      latitude: form.latitude == null ? null : form.latitude + 0.001,
      longitude: form.longitude == null ? null : form.longitude - 0.001,
    };
    times.edit.push((await send('PUT', `/properties/${id}`, edited, token)).ms);
  }
  for (const { id } of made) {
    const body = { status: 'INACTIVE', note: 'Let' };
    times.status.push((await send('PUT', `/api/properties/${id}/status`, body, token)).ms);
  }

  const c = new pg.Client({ connectionString: opts.databaseUrl });
  await c.connect();
  try {
    await c.query('delete from listing where id = any($1::uuid[])', [made.map((m) => m.id)]);
  } catch (e) {
    failures.push(`the bench's listings were not deleted: ${(e as Error).message}`);
  } finally {
    await c.end();
  }
  return {
    http: { create: spread(times.create), edit: spread(times.edit), status: spread(times.status) },
    failures,
  };
}
