import {
  ACCESS_ROADS,
  ACRES,
  CUSTOMARY_TITLES,
  DECIMALS,
  FT_PLOTS,
  HECTARES,
  LAND_LEASE_YEARLY,
  LAND_UGX_PER_ACRE,
  LAND_UNITS,
  LEASE_YEARS,
  PERIOD_FACTOR,
  TENURES_ELSEWHERE,
  TENURES_UG,
  TITLES,
  USD_SHARE,
} from './market';
import * as words from './vocabulary';

/**
 * One batch of generated listings (rows $1..$2 of seed $3) and their features, in one statement
 * over the temp tables of generate-places.ts and generate-model.ts. Row g's k-th decision reads
 * pg_temp.u(g, k, seed), so a seed gives the same listings, ids included, on every run.
 *
 * Parameters: $1 first row, $2 last row, $3 seed, $4 place slots, $5 agent ids and $6 their
 * agencies (an agency without agents has a null agent), $7 the time the load started; then the
 * vocabulary and the value bags (`w.name` in the text), passed as arrays: held in a table's row
 * they would be decompressed on each of a million reads.
 */
const BAGS = {
  adjectives: words.ADJECTIVES,
  for_sale: words.FOR_SALE,
  for_rent: words.FOR_RENT,
  openings: words.OPENINGS,
  home: words.HOME_SENTENCES,
  land: words.LAND_SENTENCES,
  business: words.BUSINESS_SENTENCES,
  rent_terms: words.RENT_TERMS,
  sale_terms: words.SALE_TERMS,
  closings: words.CLOSINGS,
  roads: words.ROAD_SUFFIXES,
  land_units: LAND_UNITS,
  tenures_ug: TENURES_UG,
  tenures_else: TENURES_ELSEWHERE,
  titles: TITLES,
  customary_titles: CUSTOMARY_TITLES,
  access_roads: ACCESS_ROADS,
  tenure_keys: Object.keys(words.TENURE_PHRASES),
  tenure_phrases: Object.values(words.TENURE_PHRASES),
  title_keys: Object.keys(words.TITLE_PHRASES),
  title_phrases: Object.values(words.TITLE_PHRASES),
  period_keys: Object.keys(PERIOD_FACTOR),
};
const NUMBERS = {
  decimals: DECIMALS,
  ft_w: FT_PLOTS.map(([width]) => width),
  ft_l: FT_PLOTS.map(([, length]) => length),
  lease_years: LEASE_YEARS,
  acres: ACRES,
  hectares: HECTARES,
  period_factors: Object.values(PERIOD_FACTOR),
};
const SCALARS = {
  land_per_acre: LAND_UGX_PER_ACRE,
  lease_yearly: LAND_LEASE_YEARLY,
  usd_ug: USD_SHARE.uganda,
  usd_else: USD_SHARE.elsewhere,
  usd_dear: USD_SHARE.dearPlaces,
};
const FIXED_PARAMS = 7;
const named = [
  ...Object.entries(BAGS).map(([name, value]) => ({ name, value, type: 'text[]' })),
  ...Object.entries(NUMBERS).map(([name, value]) => ({ name, value, type: 'float8[]' })),
  ...Object.entries(SCALARS).map(([name, value]) => ({ name, value, type: 'float8' })),
];
const w = Object.fromEntries(
  named.map(({ name, type }, i) => [name, `($${FIXED_PARAMS + 1 + i}::${type})`]),
) as Record<keyof typeof BAGS | keyof typeof NUMBERS | keyof typeof SCALARS, string>;

const u = (k: number) => `pg_temp.u(g, ${k}, $3)`;
/** Standard normal from two uniforms (Box–Muller). */
const normal = (a: number, b: number) => `(sqrt(-2 * ln(1 - ${u(a)})) * cos(2 * pi() * ${u(b)}))`;
/** A uniform pick from an array (a bag of values weighted by repetition). */
const pick = (array: string, k: number) =>
  `${array}[1 + floor(${u(k)} * cardinality(${array}))::int]`;

/** The parameters of one batch: the fixed seven, then the vocabulary and bags. */
export function batchParams(fixed: {
  from: number;
  to: number;
  seed: number;
  slots: number;
  agents: (string | null)[];
  agencies: string[];
  loadTime: Date;
}): unknown[] {
  const { from, to, seed, slots, agents, agencies, loadTime } = fixed;
  return [from, to, seed, slots, agents, agencies, loadTime, ...named.map((n) => n.value)];
}

export const INSERT_BATCH = `
  with base as (
    select g, p.iso2, p.country_id, p.region_id, p.sub_region_id, p.district_id, p.city_id,
      p.area_id, p.place_ids, p.place_names, p.place,
      case when p.area_id is null then p.place else p.city end as road,
      p.latitude as centre_lat, p.longitude as centre_lng, p.spread, p.price_factor,
      loc.code as local_code, k.*,
      ${u(3)} < k.rent_share as is_rent,
      case when k.kind = 'land' then ${w.land}
        when k.kind in ('commercial', 'office', 'warehouse', 'building') then ${w.business}
        else ${w.home} end as sentences
    from generate_series($1::bigint, $2::bigint) g
    join bench_slot s on s.i = floor(${u(1)} * $4)::int
    join bench_place p on p.i = s.place_i
    join bench_local loc on loc.iso2 = p.iso2
    join bench_kind k on ${u(2)} >= k.lo and ${u(2)} < k.hi
  ), shaped as (
    select b.*,
      case when is_rent then 'RENT' else 'SALE' end as purpose,
      case when is_rent then ${pick('rent_periods', 4)} end as period,
      case when beds is not null then ${pick('beds', 5)} end as n_beds,
      case when kind = 'land' then ${pick(w.land_units, 9)}
        when kind = 'house' and ${u(52)} < 0.55 then 'decimals' end as land_unit,
      1 + floor(${u(10)} * cardinality(${w.ft_w}))::int as plot_i,
      ${normal(7, 8)} as z_floor,
      ${normal(11, 12)} as z_land,
      ${normal(21, 22)} as z_price,
      ${pick('nouns', 26)} as noun,
      cardinality(sentences) as n_sentences,
      floor(${u(30)} * cardinality(sentences))::int as s1,
      1 + floor(${u(31)} * (cardinality(sentences) - 1))::int as d2,
      1 + floor(${u(32)} * (cardinality(sentences) - 2))::int as d3
    from base b
  ), roomed as (
    select s.*,
      case when bath_offset is not null then greatest(1, n_beds + ${pick('bath_offset', 6)})
        when baths is not null then nullif(${pick('baths', 6)}, 0) end as n_baths,
      case when floor_median is not null then greatest(6, round((floor_median
        * power(coalesce(greatest(n_beds, 1) / beds_ref, 1), 0.9)
        * exp(floor_sigma * z_floor * case when beds_ref is null then 1 else 0.6 end))::numeric))::float8
      end as floor_m2,
      case land_unit
        when 'decimals' then ${pick(w.decimals, 10)}
        when 'ft_plot' then ${w.ft_w}[plot_i] * ${w.ft_l}[plot_i]
        when 'acres' then least(2000, greatest(0.25, case when ${w.acres}[1] * exp(${w.acres}[2] * z_land) < 5
          then round((${w.acres}[1] * exp(${w.acres}[2] * z_land) * 2)::numeric) / 2
          else round((${w.acres}[1] * exp(${w.acres}[2] * z_land))::numeric) end))::float8
        when 'hectares' then least(1000, greatest(1, round((${w.hectares}[1] * exp(${w.hectares}[2] * z_land))::numeric)))::float8
      end as land_value,
      case when kind = 'land' then
        case when iso2 = 'UG' then ${pick(w.tenures_ug, 13)} else ${pick(w.tenures_else, 13)} end
      end as tenure,
      ${u(54)} < 0.12 as in_sqft
    from shaped s
  ), priced as (
    select r.*,
      case land_unit when 'acres' then land_value * 4046.8564224
        when 'hectares' then land_value * 10000
        when 'decimals' then land_value * 40.468564224
        when 'ft_plot' then land_value * 0.09290304 end as land_m2,
      case when in_sqft then round(floor_m2 / 0.09290304) else floor_m2 end as floor_value,
      coalesce(${w.period_factors}[array_position(${w.period_keys}, period)], 1) as period_factor,
      case when ${u(23)} < case when iso2 <> 'UG' then ${w.usd_else} when price_factor > 1.2 then ${w.usd_dear}
        else ${w.usd_ug} end then 'USD' else local_code end as currency
    from roomed r
  ), costed as (
    select p.*, m.digits,
      case when kind = 'land' then
          ${w.land_per_acre} * power(land_m2 / 4046.8564224, 0.85) * power(price_factor, 2)
            * case when is_rent then ${w.lease_yearly} / 12 * period_factor else 1 end
        else (case when is_rent then rent_monthly * period_factor else sale end)
          * case when beds_ref is not null then power(greatest(n_beds, 1) / beds_ref, 0.8)
              else power(floor_m2 / floor_median, 0.85) end
          * price_factor
      end * exp(0.3 * z_price) / m.ugx_per as major
    from priced p join bench_money m on m.code = p.currency
  ), written as (
    select c.*,
      -- Prices as agents write them: two significant figures (450,000,000; 1,800 USD).
      (round(major / power(10, greatest(0, floor(log(greatest(major, 1)))::int - 1)))
        * power(10, greatest(0, floor(log(greatest(major, 1)))::int - 1))
        * power(10, digits))::bigint as amount,
      case when kind = 'land' then concat_ws(' ',
          case land_unit when 'ft_plot' then ${w.ft_w}[plot_i] || '×' || ${w.ft_l}[plot_i] || ' ft'
            when 'acres' then land_value || case when land_value = 1 then ' acre' else ' acres' end
            when 'hectares' then land_value || case when land_value = 1 then ' hectare' else ' hectares' end
            else land_value || ' decimals' end,
          noun,
          nullif(case when is_rent then ${pick(w.for_rent, 27)} else ${pick(w.for_sale, 27)} end, ''),
          'in', place,
          case when ${u(28)} < 0.25 then 'with ' || ${w.tenure_phrases}[array_position(${w.tenure_keys}, tenure)]
            when ${u(28)} < 0.5 then 'with ' || ${w.title_phrases}[array_position(${w.title_keys}, title_status)] end)
        else concat_ws(' ', ${pick(w.adjectives, 25)},
          case when beds_ref is not null then
            case when n_beds = 0 then 'studio' else n_beds || '-bedroom' end end,
          noun,
          nullif(case when is_rent then ${pick(w.for_rent, 27)} else ${pick(w.for_sale, 27)} end, ''),
          'in', place,
          case when beds_ref is null and ${u(56)} < 0.3 then '(' || floor_m2 || ' m²)' end)
      end as title
    from (
      select c.*,
        case when kind = 'land' then
          -- A kibanja has no title of its own: the registered owner's title is over it.
          case when tenure = 'KIBANJA' then 'UNTITLED'
            when tenure = 'CUSTOMARY' then ${pick(w.customary_titles, 15)} else ${pick(w.titles, 15)} end
        end as title_status
      from costed c
    ) c
  ), dated as (
    select w.*,
      $7::timestamptz - make_interval(secs => 730 * 86400 * power(${u(45)}, 1.6)) as published,
      730 * 86400 * power(${u(45)}, 1.6) as age_s,
      case when ${u(43)} < 0.86 then 'ACTIVE' when ${u(43)} < 0.91 then 'INACTIVE'
        when ${u(43)} < 0.96 then 'SOLD' else 'ARCHIVED' end as status,
      least(100000, floor(exp(3 + 1.2 * ${normal(48, 49)})))::int as views
    from written w
  ), ins as (
    insert into listing (id, kind, purpose, rent_period, title, description, price_amount,
      currency, negotiable, bedrooms, bathrooms, floor_area_value, floor_area_unit, floor_area_m2,
      land_size_value, land_size_unit, land_size_width_ft, land_size_length_ft, land_size_m2,
      size_m2, tenure, lease_years, title_status, access_road, utilities, country_id, region_id,
      sub_region_id, district_id, city_id, area_id, place_ids, place_names, latitude, longitude,
      address, agent_id, agency_id, status, featured_until, view_count, enquiry_count, created_at,
      updated_at, published_at, deleted_at)
    select
      overlay(overlay(md5($3 || '/' || g) placing '4' from 13) placing '8' from 17)::uuid,
      kind, purpose, period, title,
      replace(replace(replace(concat_ws(' ',
          ${pick(w.openings, 29)},
          sentences[1 + s1],
          sentences[1 + (s1 + d2) % n_sentences],
          case when ${u(33)} < 0.5 then sentences[1 + (s1 + d3 + (d3 >= d2)::int) % n_sentences] end,
          case when kind = 'land' then format('Tenure: %s, %s.',
            ${w.tenure_phrases}[array_position(${w.tenure_keys}, tenure)],
            ${w.title_phrases}[array_position(${w.title_keys}, title_status)]) end,
          case when is_rent then ${pick(w.rent_terms, 34)} else ${pick(w.sale_terms, 34)} end,
          nullif(${pick(w.closings, 35)}, '')),
        '{place}', place), '{noun}', noun), '{road}', road),
      amount, currency, ${u(24)} < 0.45, n_beds, n_baths,
      floor_value, case when floor_m2 is not null then case when in_sqft then 'sqft' else 'sqm' end end,
      case when in_sqft then floor_value * 0.09290304 else floor_m2 end,
      land_value, land_unit,
      case when land_unit = 'ft_plot' then ${w.ft_w}[plot_i] end,
      case when land_unit = 'ft_plot' then ${w.ft_l}[plot_i] end,
      land_m2,
      case when kind = 'land' then land_m2
        else case when in_sqft then floor_value * 0.09290304 else floor_m2 end end,
      tenure,
      case when tenure = 'LEASEHOLD' then ${pick(w.lease_years, 14)}::int end,
      title_status,
      case when kind = 'land' then ${pick(w.access_roads, 16)} end,
      case when kind = 'land' then to_jsonb(array_remove(array[
        case when ${u(17)} < 0.6 then 'ELECTRICITY' end, case when ${u(18)} < 0.45 then 'WATER' end,
        case when ${u(19)} < 0.08 then 'SEWER' end, case when ${u(20)} < 0.15 then 'INTERNET' end
      ], null)) else '[]'::jsonb end,
      country_id, region_id, sub_region_id, district_id, city_id, area_id, place_ids, place_names,
      centre_lat + spread * ${normal(39, 40)}, centre_lng + spread * ${normal(41, 42)},
      case when ${u(37)} < 0.55 then
        'Plot ' || (1 + floor(${u(38)} * 400)) || ', ' || place || ' ' || ${pick(w.roads, 36)} end,
      ($5::uuid[])[1 + floor(${u(55)} * cardinality($5::uuid[]))::int],
      ($6::uuid[])[1 + floor(${u(55)} * cardinality($6::uuid[]))::int],
      status,
      case when status = 'ACTIVE' and ${u(51)} < 0.003 then
        $7::timestamptz + make_interval(days => 1 + floor(${u(57)} * 30)::int) end,
      views, floor(views * 0.03 * ${u(50)})::int,
      published - make_interval(secs => ${u(46)} * 3 * 86400),
      published + make_interval(secs => ${u(47)} * age_s),
      published,
      case when ${u(44)} < 0.01 then published + make_interval(secs => ${u(47)} * age_s) end
    from dated
    returning id, kind
  )
  insert into listing_feature (listing_id, feature_id)
  select ins.id, fs.feature_id
  from ins join bench_feature_share fs on fs.kind = ins.kind
  where pg_temp.u(hashtextextended(ins.id::text, 0), fs.i, $3) < fs.share`;
