import type { Listing, SizeView } from '@afrinest/contract';
import { formatEnteredSize, KIND_LABELS } from '@/components/listing-card';
import { Card } from '@/components/ui';
import { formatArea } from '@/lib/format';
import { useFormat } from '@/lib/format-preferences';
import { FactList, type Fact } from './fact-list';
import { ListingPrice } from './listing-price';

/**
 * What the place is and costs: price in its own currency (never converted), purpose, kind,
 * rooms and sizes. Land is shown in the visitor's unit with the size as the agent entered it
 * beside it ("1.2 acres (120 decimals)"); floor areas stay in m² or sq ft.
 */
export function KeyFacts({ listing }: { listing: Listing }) {
  const format = useFormat();
  const { areaUnit, language } = format.preferences;
  const sizeText = (size: SizeView, kind: 'land' | 'floor') => {
    // Floor areas are read in m² or sq ft, even by someone who reads land in acres.
    const unit = kind === 'floor' && areaUnit !== 'sqft' ? 'sqm' : areaUnit;
    const main = formatArea(
      { value: size.squareMetres, unit: 'sqm' },
      { language, areaUnit: unit },
    );
    // As the agent entered it, written as the cards write it (and from the page's drawn text,
    // ADR 0028: the contract's formatArea would start Intl during hydration).
    return size.unit === unit ? main : `${main} (${formatEnteredSize(size)})`;
  };

  const facts: Fact[] = [
    {
      label: 'Price',
      value: <ListingPrice listing={listing} />,
    },
    { label: 'For', value: listing.purpose === 'RENT' ? 'Rent' : 'Sale' },
    { label: 'Kind', value: KIND_LABELS[listing.kind] },
  ];
  if (listing.bedrooms !== null) facts.push({ label: 'Bedrooms', value: listing.bedrooms });
  if (listing.bathrooms !== null) facts.push({ label: 'Bathrooms', value: listing.bathrooms });
  if (listing.floorArea)
    facts.push({ label: 'Floor area', value: sizeText(listing.floorArea, 'floor') });
  if (listing.landSize)
    facts.push({
      label: listing.kind === 'land' ? 'Plot size' : 'Land size',
      value: sizeText(listing.landSize, 'land'),
    });

  return (
    <Card title="Key facts">
      <FactList facts={facts} label="Key facts" />
    </Card>
  );
}
