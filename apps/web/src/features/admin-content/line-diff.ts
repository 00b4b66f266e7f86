import { diffLines } from 'diff';

export type DiffLineKind = 'added' | 'removed' | 'same';
export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

/** A line-by-line comparison of two bodies: what `after` removed from `before` and added. */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffLines(before, after).flatMap((part) => {
    const kind: DiffLineKind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    // A part ends with its last line's newline: splitting leaves one empty string after it.
    const lines = part.value.split('\n');
    if (lines.at(-1) === '') lines.pop();
    return lines.map((text) => ({ kind, text }));
  });
}
