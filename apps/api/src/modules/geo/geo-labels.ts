import type { Place } from '@afrinest/contract';

/** A search result and its own kind (a city's city, municipality or town; an area's kind). */
export interface LabelledHit {
  place: Place;
  kind: string | null;
}

const levelWord = (level: Place['level']) => (level === 'subregion' ? 'sub-region' : level);

/** Labels said more than once among `labels`. */
const repeatedIn = (labels: string[]) =>
  new Set(labels.filter((label, i) => labels.indexOf(label) !== i));

/** "Kira (municipality), Central Region, Uganda": the place's name with its kind or level. */
function withKind({ place, kind }: LabelledHit, label: string): string {
  return `${place.name} (${kind ?? levelWord(place.level)})${label.slice(place.name.length)}`;
}

/** The label with the place's district after its first part, when the chain has one. */
function withDistrict({ place }: LabelledHit, label: string): string {
  const district = place.chain.find((link) => link.level === 'district');
  if (!district || place.level === 'district' || label.includes(district.name)) return label;
  const cut = label.indexOf(', ');
  return cut < 0
    ? `${label}, ${district.name}`
    : `${label.slice(0, cut)}, ${district.name}${label.slice(cut)}`;
}

/**
 * Search results whose labels tell them apart (issue 39). A label that leaves out a repeated
 * name (Kira the neighbourhood in Kira the municipality) or the district reads the same for two
 * places: those labels name the place's kind, then its district; places still alike in every
 * word are one answer to the visitor, so only the better ranked is kept.
 */
export function distinctLabels(hits: LabelledHit[]): Place[] {
  let labels = hits.map((h) => h.place.label);
  for (const widen of [withKind, withDistrict]) {
    const repeated = repeatedIn(labels);
    if (!repeated.size) break;
    labels = labels.map((label, i) => (repeated.has(label) ? widen(hits[i]!, label) : label));
  }
  return hits.flatMap((h, i) =>
    labels.indexOf(labels[i]!) === i ? [{ ...h.place, label: labels[i]! }] : [],
  );
}
