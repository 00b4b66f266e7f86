import type { AgencyInput } from '@afrinest/contract';
import type { BuiltApp } from '../app';
import { referenceId } from './reference/index';

const uganda = referenceId('country:UG');
const central = referenceId('region:UG/central-region');
const wakiso = referenceId('district:UG/central-region/wakiso-district');

/** Demo agencies in Kampala, Wakiso and Entebbe; the demo agents belong to the first. */
export const demoAgencies: (AgencyInput & { slug: string })[] = [
  {
    name: 'Kampala Prime Properties',
    slug: 'kampala-prime-properties',
    logoUrl: null,
    description: 'Homes, apartments and commercial space across Kampala, from Kololo to Ntinda.',
    phone: '+256414555100',
    email: 'hello@kampalaprime.test',
    whatsappNumbers: ['+256772555100'],
    addressLine: 'Plot 7 Acacia Avenue',
    location: {
      countryId: uganda,
      regionId: central,
      cityId: referenceId('city:UG/central-region/kampala'),
      areaId: referenceId('area:UG/central-region/kampala/kampala-central/kololo'),
    },
    verified: true,
  },
  {
    name: 'Wakiso Land Brokers',
    slug: 'wakiso-land-brokers',
    logoUrl: null,
    description: 'Titled plots (mailo and freehold) in Wakiso District, surveyed and verified.',
    phone: '+256414555200',
    email: 'plots@wakisoland.test',
    whatsappNumbers: ['+256772555200'],
    addressLine: 'Gayaza Road',
    location: { countryId: uganda, regionId: central, districtId: wakiso },
    verified: true,
  },
  {
    name: 'Entebbe Lakeside Homes',
    slug: 'entebbe-lakeside-homes',
    logoUrl: null,
    description: 'Lakeside houses and holiday rentals in Entebbe.',
    phone: '+256414555300',
    email: 'stay@entebbelakeside.test',
    whatsappNumbers: [],
    addressLine: 'Circular Road',
    location: {
      countryId: uganda,
      regionId: central,
      districtId: wakiso,
      cityId: referenceId('city:UG/central-region/entebbe'),
    },
    verified: false,
  },
];

/** Idempotent: agencies are found by slug; the demo agents are (re)linked to the first one. */
export async function seedDemoAgencies(
  services: BuiltApp['services'],
  members: { email: string }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const agency of demoAgencies) ids.push(await services.agencies.ensureSeeded(agency));
  for (const m of members) {
    const id = await services.users.findIdByEmail(m.email);
    if (!id) continue;
    await services.users.update(id, { agencyId: ids[0]! });
    await services.agents.ensureProfile(id);
  }
  return ids;
}
