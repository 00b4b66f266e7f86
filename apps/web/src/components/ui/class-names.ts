/**
 * Joins class names, skipping falsy parts, so components can add
 * conditional Tailwind classes without pulling in a dependency for it.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

/** One focus ring for every interactive element, so keyboard users always see where they are. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
