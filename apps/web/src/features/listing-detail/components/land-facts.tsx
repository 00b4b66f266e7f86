import type { Listing } from '@afrinest/contract';
import { TENURE_LABELS } from '@/components/listing-card';
import { Card } from '@/components/ui';
import { ACCESS_ROAD_LABELS, TITLE_STATUS_DETAIL, UTILITY_LABELS } from '../detail-labels';
import { FactList, type Fact } from './fact-list';

/** Tenure, lease, title, road and utilities: what a land buyer checks first. Land only. */
export function LandFacts({ land }: { land: NonNullable<Listing['land']> }) {
  const facts: Fact[] = [
    { label: 'Tenure', value: TENURE_LABELS[land.tenure] },
    ...(land.tenure === 'LEASEHOLD' && land.leaseYears
      ? [{ label: 'Lease', value: `${land.leaseYears} years` }]
      : []),
    { label: 'Title', value: TITLE_STATUS_DETAIL[land.titleStatus] },
    {
      label: 'Access road',
      value: land.accessRoad ? ACCESS_ROAD_LABELS[land.accessRoad] : 'Not given',
    },
    {
      label: 'Utilities',
      value: land.utilities.length
        ? land.utilities.map((u) => UTILITY_LABELS[u]).join(', ')
        : 'None listed',
    },
  ];
  return (
    <Card title="Land facts">
      <FactList facts={facts} label="Land facts" />
    </Card>
  );
}
