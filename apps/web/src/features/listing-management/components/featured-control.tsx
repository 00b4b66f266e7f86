import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Listing } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSetListingFeatured } from '../api/change-listing';
import { formatDate } from '../labels';

/** A week from today, as a date input's value: the usual length of a promotion. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Featured until the end of a chosen day, or stopped now (admins; audited by the API). */
export function FeaturedControl({ listing }: { listing: Listing }) {
  const id = useId();
  const [until, setUntil] = useState(inAWeek);
  const featured = useSetListingFeatured();
  const send = async (value: string | null) => {
    try {
      await featured.mutateAsync({ id: listing.id, until: value });
      toast.success(
        value
          ? `“${listing.title}” is featured until ${formatDate(value)}.`
          : `“${listing.title}” is no longer featured.`,
      );
    } catch (e) {
      toast.error(getErrorMessage(e, 'The featuring could not be changed.'));
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
      <p className="font-medium text-gray-900">
        {listing.featured ? `Featured until ${formatDate(listing.featuredUntil)}` : 'Not featured'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-until`} className="text-xs font-medium text-gray-900">
            Feature until
          </label>
          <input
            id={`${id}-until`}
            type="date"
            value={until}
            min={new Date().toISOString().slice(0, 10)}
            onChange={(e) => setUntil(e.target.value)}
            className={inputClass}
          />
        </div>
        <Button
          size="sm"
          disabled={!until || featured.isPending}
          // The end of the chosen day, in the admin's own time zone.
          onClick={() => void send(new Date(`${until}T23:59:59`).toISOString())}
        >
          Feature
        </Button>
        {listing.featured && (
          <Button
            size="sm"
            variant="secondary"
            disabled={featured.isPending}
            onClick={() => void send(null)}
          >
            Stop featuring
          </Button>
        )}
      </div>
    </div>
  );
}
