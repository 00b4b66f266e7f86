import { useParams } from 'react-router';
import { AdSlot } from '@/components/ad-slot';
import { Badge, Card } from '@/components/ui';
import { FavouriteButton, KIND_LABELS } from '@/components/listing-card';
import { config } from '@/lib/config';
import { usePageTitle } from '@/lib/page-title';
import { useListing } from '../api/get-listing';
import { useRecordView } from '../api/record-view';
import { AgentCard } from '../components/agent-card';
import { ContactBar } from '../components/contact-bar';
import { KeyFacts } from '../components/key-facts';
import { LandFacts } from '../components/land-facts';
import { ListingGallery } from '../components/listing-gallery';
import { ListingJsonLd } from '../components/listing-json-ld';
import { ListingLocation } from '../components/listing-location';
import { ListingPrice } from '../components/listing-price';
import { ListingQueryState } from '../components/listing-query-state';
import { ShareListing } from '../components/share-listing';
import { SimilarNearby } from '../components/similar-nearby';

/**
 * /properties/{id}: one listing, everything a buyer or renter needs to decide whether to call:
 * facts, land facts, location, the agent, favourite, share and similar places nearby. As portals
 * lay it out on a phone: the photo first, then price and title, and Call and WhatsApp in a bar
 * at the bottom of the screen (on laptops the contact card sticks beside the page). A public
 * page under the 150 KB budget: no zod, and the map loads only when shown.
 */
export function PropertyPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  usePageTitle(listing.data?.title);
  useRecordView(listing.data?.id);

  if (!listing.data) return <ListingQueryState query={listing} />;

  const l = listing.data;
  const url = `${config.webOrigin}/properties/${encodeURIComponent(l.id)}`;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-4 pb-6 sm:pt-8 lg:pb-10">
      <ListingJsonLd listing={l} url={url} />
      {/* One grid: on phones the agent card comes right after the key facts (where a buyer
          decides to call); from lg up it is the right-hand column beside everything, and stays
          in view while the page scrolls. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2 lg:col-start-1">
          <ListingGallery listing={l} />
        </div>
        <header className="flex flex-col gap-2 lg:col-span-2 lg:col-start-1">
          <div className="flex items-start justify-between gap-3">
            <p className="text-2xl font-bold text-gray-900 sm:text-3xl">
              <ListingPrice listing={l} />
            </p>
            <div className="flex shrink-0 gap-2">
              <ShareListing title={l.title} url={url} />
              <FavouriteButton listingId={l.id} title={l.title} />
            </div>
          </div>
          <h1 className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl">
            {l.title}
          </h1>
          {l.place && <p className="text-gray-700">{l.place.label}</p>}
          <div className="flex flex-wrap gap-2">
            <Badge tone="neutral">{KIND_LABELS[l.kind]}</Badge>
            <Badge tone={l.purpose === 'RENT' ? 'info' : 'success'}>
              {l.purpose === 'RENT' ? 'To rent' : 'For sale'}
            </Badge>
            {l.featured && <Badge tone="warning">Featured</Badge>}
          </div>
        </header>
        <div className="lg:col-span-2 lg:col-start-1">
          <KeyFacts listing={l} />
        </div>
        <aside className="lg:col-start-3 lg:row-span-7 lg:row-start-1">
          <div className="lg:sticky lg:top-4">
            <AgentCard listing={l} />
          </div>
          <AdSlot
            slot="LISTING_SIDE"
            page="listing"
            region={l.location.regionId}
            className="mt-6"
          />
        </aside>
        {l.kind === 'land' && l.land && (
          <div className="lg:col-span-2 lg:col-start-1">
            <LandFacts land={l.land} />
          </div>
        )}
        {l.description && (
          <Card title="Description" className="lg:col-span-2 lg:col-start-1">
            <p className="whitespace-pre-line text-gray-800">{l.description}</p>
          </Card>
        )}
        {l.features.length > 0 && (
          <Card title="Features" className="lg:col-span-2 lg:col-start-1">
            <ul className="flex flex-wrap gap-2">
              {l.features.map((f) => (
                <li key={f.id}>
                  <Badge tone="neutral">{f.name}</Badge>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <div className="lg:col-span-2 lg:col-start-1">
          <ListingLocation listing={l} />
        </div>
      </div>

      <SimilarNearby listing={l} />
      <ContactBar listing={l} />
    </div>
  );
}
