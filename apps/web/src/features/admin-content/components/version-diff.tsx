import { useMemo } from 'react';
import { cn } from '@/components/ui';
import { lineDiff, type DiffLineKind } from '@/features/admin-content/line-diff';

const marks: Record<DiffLineKind, { sign: string; said: string; className: string }> = {
  added: { sign: '+', said: 'Added: ', className: 'bg-emerald-50 text-emerald-900' },
  removed: { sign: '−', said: 'Removed: ', className: 'bg-red-50 text-red-900 line-through' },
  same: { sign: ' ', said: '', className: 'text-gray-700' },
};

export interface VersionDiffProps {
  version: number;
  before: string;
  after: string;
}

/**
 * The lines a version has that the current body lost (removed) and the lines the current body
 * added since: each marked with a sign and, for screen readers, a word — never by colour alone.
 */
export function VersionDiff({ version, before, after }: VersionDiffProps) {
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  const added = lines.filter((l) => l.kind === 'added').length;
  const removed = lines.filter((l) => l.kind === 'removed').length;
  return (
    <section aria-label={`Changes from version ${version} to the current body`}>
      <p className="mb-2 text-sm text-gray-800">
        From version {version} to the current body: {added} line(s) added, {removed} line(s)
        removed.
      </p>
      {added + removed === 0 ? (
        <p className="text-sm text-gray-600">The bodies are the same.</p>
      ) : (
        <ol className="max-h-96 overflow-auto rounded-md border border-gray-300 font-mono text-xs">
          {lines.map((line, index) => {
            const mark = marks[line.kind];
            const Text = line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'span';
            return (
              <li key={index} className={cn('flex gap-2 px-2 py-0.5', mark.className)}>
                <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
                  {mark.sign}
                </span>
                <Text className="whitespace-pre-wrap break-words no-underline">
                  {mark.said && <span className="sr-only">{mark.said}</span>}
                  {line.text || ' '}
                </Text>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
