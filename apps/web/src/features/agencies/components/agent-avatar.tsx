import { cn } from '@/components/ui';

/** The agent's photo, or their initial on a tint when they have none (no broken image). */
export function AgentAvatar({
  name,
  photoUrl,
  size = 'md',
}: {
  name: string;
  photoUrl: string | null;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-24 w-24 text-3xl' : 'h-14 w-14 text-xl';
  return photoUrl ? (
    <img
      src={photoUrl}
      alt=""
      loading="lazy"
      className={cn('shrink-0 rounded-full bg-gray-100 object-cover', box)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-emerald-700 font-semibold text-white',
        box,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
