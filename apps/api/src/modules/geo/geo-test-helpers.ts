import type { TestContext } from '../../../test/helper';
import { referenceId } from '../../seed/reference/index';

/** Ids of reference places by their natural keys (the seed derives them the same way). */
export const ref = {
  africa: referenceId('continent:AF'),
  uganda: referenceId('country:UG'),
  kenya: referenceId('country:KE'),
  france: referenceId('country:FR'),
  central: referenceId('region:UG/central-region'),
  western: referenceId('region:UG/western-region'),
  northern: referenceId('region:UG/northern-region'),
  buganda: referenceId('subregion:UG/central-region/buganda'),
  acholi: referenceId('subregion:UG/northern-region/acholi'),
  kampalaDistrict: referenceId('district:UG/central-region/kampala-district'),
  wakisoDistrict: referenceId('district:UG/central-region/wakiso-district'),
  guluDistrict: referenceId('district:UG/northern-region/gulu-district'),
  kampala: referenceId('city:UG/central-region/kampala'),
  kira: referenceId('city:UG/central-region/kira'),
  mbarara: referenceId('city:UG/western-region/mbarara'),
  kampalaCentral: referenceId('area:UG/central-region/kampala//kampala-central'),
  nakawa: referenceId('area:UG/central-region/kampala//nakawa'),
  kololo: referenceId('area:UG/central-region/kampala/kampala-central/kololo'),
  ntinda: referenceId('area:UG/central-region/kampala/nakawa/ntinda'),
  nairobiCounty: referenceId('region:KE/nairobi-city'),
};

/** GET a path and answer its status and JSON. */
export async function getJson(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}
