import { AD_SLOT_SIZES, AD_SLOTS, type AdSlot } from '@afrinest/contract';

const where: Record<AdSlot, string> = {
  HOME_BANNER: 'Across the home page, under the featured and latest listings.',
  SEARCH_RESULTS: 'Across the property search results, after the sixth listing.',
  LISTING_SIDE: 'Beside a listing, under the agent’s card (below it on phones).',
  PLOTS_PAGE: 'Across the plots search results, after the sixth plot.',
};

/** A grey block standing for the page's own content in a drawing. */
const Block = ({ className = '' }: { className?: string }) => (
  <div aria-hidden="true" className={`rounded bg-gray-200 ${className}`} />
);

/** The slot's box at its own proportions, labelled with its name and size: no made-up ad. */
function SlotBox({ slot }: { slot: AdSlot }) {
  const { width, height, label } = AD_SLOT_SIZES[slot];
  return (
    <div
      className="flex w-full items-center justify-center rounded border-2 border-dashed border-emerald-700 bg-emerald-50 p-1 text-center text-xs font-medium text-emerald-900"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {label}: {width} × {height} px
    </div>
  );
}

/** A small drawing of where the slot sits on its page. */
function Placement({ slot }: { slot: AdSlot }) {
  if (slot === 'LISTING_SIDE')
    return (
      <div className="grid grid-cols-3 gap-2">
        <div className="col-span-2 flex flex-col gap-2">
          <Block className="h-20" />
          <Block className="h-4 w-2/3" />
          <Block className="h-12" />
        </div>
        <div className="flex flex-col gap-2">
          <Block className="h-10" />
          <SlotBox slot={slot} />
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-3 gap-2">
        <Block className="h-10" />
        <Block className="h-10" />
        <Block className="h-10" />
      </div>
      <SlotBox slot={slot} />
      <div className="grid grid-cols-3 gap-2">
        <Block className="h-10" />
        <Block className="h-10" />
        <Block className="h-10" />
      </div>
    </div>
  );
}

/** Each slot: its name, where it shows, the image size it takes, and a drawing of the place. */
export function SlotPlacements() {
  return (
    <section aria-labelledby="slots-title" className="flex flex-col gap-4">
      <h2 id="slots-title" className="text-2xl font-semibold text-gray-900">
        Where your ad appears
      </h2>
      <p className="text-gray-700">
        Every slot keeps its space while the page loads, so nothing jumps, and the image loads only
        when the slot comes into view. Send images at these proportions.
      </p>
      <ul className="grid gap-6 md:grid-cols-2">
        {AD_SLOTS.map((slot) => (
          <li key={slot} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
            <h3 className="font-semibold text-gray-900">{AD_SLOT_SIZES[slot].label}</h3>
            <p className="text-sm text-gray-700">
              {where[slot]} Image: {AD_SLOT_SIZES[slot].width} × {AD_SLOT_SIZES[slot].height} px.
            </p>
            <figure>
              <Placement slot={slot} />
              <figcaption className="sr-only">
                A drawing of the page with the {AD_SLOT_SIZES[slot].label.toLowerCase()} slot
                marked.
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
