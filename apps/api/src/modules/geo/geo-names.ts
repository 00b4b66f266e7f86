/**
 * Place names as search and URLs see them. Accents are dropped in code, not SQL (PGlite has no
 * unaccent by default), so "Côte d'Ivoire", "cote divoire" and "Cote d'Ivoire" all meet.
 */
const stripAccents = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '');

/** Lower case, no accents, apostrophes dropped, every other run of non-letters one space. */
export function normalizeName(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "Makindye Ssabagabo" → "makindye-ssabagabo". */
export const slugify = (s: string): string => normalizeName(s).replace(/ /g, '-') || 'place';
