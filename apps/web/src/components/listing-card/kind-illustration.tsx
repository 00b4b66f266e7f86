import type { ListingKind } from '@afrinest/contract';
import { cn } from '@/components/ui';

type Shape = 'house' | 'tower' | 'shed' | 'room' | 'plot';

const shapeOf: Record<ListingKind, Shape> = {
  house: 'house',
  apartment: 'tower',
  building: 'tower',
  hotel: 'tower',
  office: 'tower',
  commercial: 'shed',
  warehouse: 'shed',
  room: 'room',
  land: 'plot',
};

// Tinted backgrounds tell kinds apart at a glance; the text on the card still names the kind.
const tintOf: Record<Shape, string> = {
  house: 'bg-emerald-50 text-emerald-700',
  tower: 'bg-sky-50 text-sky-700',
  shed: 'bg-slate-100 text-slate-600',
  room: 'bg-violet-50 text-violet-700',
  plot: 'bg-amber-50 text-amber-700',
};

// Line drawings on a 64×40 grid: a few hundred bytes each instead of a photo on mobile data.
const drawings: Record<Shape, string[]> = {
  house: ['M14 34V19L32 6l18 13v15z', 'M27 34v-9h10v9', 'M19 22h5v5h-5zM40 22h5v5h-5z', 'M6 34h52'],
  tower: [
    'M20 34V6h24v28',
    'M25 11h4v4h-4zM35 11h4v4h-4zM25 19h4v4h-4zM35 19h4v4h-4z',
    'M29 34v-6h6v6',
    'M6 34h52',
  ],
  shed: ['M10 34V16l22-9 22 9v18', 'M18 34V22h28v12', 'M18 26h28M18 30h28', 'M4 34h56'],
  room: ['M16 34V8h32v26', 'M22 34V26h20v8', 'M22 26v-4h8v4', 'M40 14v4', 'M6 34h52'],
  plot: [
    'M6 30l14-8h38l-14 8z',
    'M20 22v-14l9 3-9 3',
    'M11 27h2M18 27h2M25 27h2M32 27h2M39 27h2M46 27h2',
    'M4 34h56',
  ],
};

/**
 * A small drawing of the kind of place, for a listing without photos: plainly an illustration,
 * not a picture of the property (hidden from screen readers: the title says it).
 */
export function KindIllustration({ kind, className }: { kind: ListingKind; className?: string }) {
  const shape = shapeOf[kind];
  return (
    <div
      aria-hidden="true"
      data-illustration={shape}
      className={cn('flex items-center justify-center', tintOf[shape], className)}
    >
      <svg
        viewBox="0 0 64 40"
        className="h-16 w-24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {drawings[shape].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </div>
  );
}
