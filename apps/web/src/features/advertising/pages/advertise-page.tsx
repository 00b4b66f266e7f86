import { lazy, Suspense } from 'react';
import { ContentBody } from '@/components/content-body';
import { Spinner } from '@/components/ui';
import { useAdvertisePage } from '@/features/advertising/api/get-advertise-page';
import { SlotPlacements } from '@/features/advertising/components/slot-placements';

// The form brings zod and the form library: they load after the page's text.
const EnquiryForm = lazy(() =>
  import('@/features/advertising/components/enquiry-form').then((m) => ({
    default: m.EnquiryForm,
  })),
);

/**
 * /advertisement, "advertise with us": the admins' own page (rates, audiences), the slots with
 * their sizes and where they sit, and the enquiry form that lands in the admins' inbox.
 */
export function AdvertisePage() {
  const page = useAdvertisePage();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {page.data?.title ?? 'Advertise with us'}
        </h1>
        {page.data ? (
          <ContentBody html={page.data.html} />
        ) : page.isPending ? (
          <Spinner label="Loading…" />
        ) : (
          // Not published yet, or not reachable: the slots and the form still serve.
          <p className="text-gray-700">
            Reach people looking for homes, plots and places to stay. Tell us what you would like to
            advertise and we will send you our rates.
          </p>
        )}
      </header>
      <SlotPlacements />
      <section aria-labelledby="enquiry-title" className="flex flex-col gap-4">
        <h2 id="enquiry-title" className="text-2xl font-semibold text-gray-900">
          Ask about advertising
        </h2>
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <EnquiryForm />
        </Suspense>
      </section>
    </div>
  );
}
