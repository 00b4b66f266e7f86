import { useState } from 'react';
import { toast } from 'sonner';
import type { ContentPage } from '@afrinest/contract';
import { Button, ConfirmDialog, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import {
  useContentVersion,
  useContentVersions,
  useRestoreContentVersion,
} from '@/features/admin-content/api/content-versions';
import { formatDateTime, statusLabels } from '@/features/admin-content/content-labels';
import { VersionDiff } from '@/features/admin-content/components/version-diff';

export interface VersionHistoryProps {
  /** The page as saved last: its body is what versions are compared with. */
  page: ContentPage;
  onRestored(page: ContentPage): void;
}

/** Every saved version: open one to read it or compare it with the current body; restore it. */
export function VersionHistory({ page, onRestored }: VersionHistoryProps) {
  const versions = useContentVersions(page.id);
  const [open, setOpen] = useState<{ version: number; view: 'read' | 'diff' }>();
  const [restoring, setRestoring] = useState<number>();
  const restore = useRestoreContentVersion();
  const opened = useContentVersion(page.id, open?.version);

  const runRestore = async (version: number) => {
    try {
      const restored = await restore.mutateAsync({ id: page.id, version });
      toast.success(`Version ${version} restored as version ${restored.version}.`);
      setRestoring(undefined);
      setOpen(undefined);
      onRestored(restored);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not restore this version.'));
    }
  };

  return (
    <section aria-labelledby="content-history-heading" className="flex flex-col gap-3">
      <h2 id="content-history-heading" className="text-lg font-semibold text-gray-900">
        History
      </h2>
      {versions.isPending ? (
        <Spinner label="Loading the versions…" />
      ) : versions.isError ? (
        <LoadError
          error={versions.error}
          retrying={versions.isFetching}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <ol className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-300">
          {versions.data.map((v) => (
            <li key={v.version} className="flex flex-col gap-2 p-3">
              <p className="text-sm text-gray-900">
                <span className="font-medium">Version {v.version}</span>
                {v.version === page.version && ' (current)'} · {statusLabels[v.status]} ·{' '}
                {formatDateTime(v.savedAt)}
                {v.savedBy && ` · ${v.savedBy.name}`}
              </p>
              <p className="text-xs text-gray-700">{v.title}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Read version ${v.version}`}
                  onClick={() => setOpen({ version: v.version, view: 'read' })}
                >
                  Read
                </Button>
                {v.version !== page.version && (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Compare version ${v.version} with the current body`}
                      onClick={() => setOpen({ version: v.version, view: 'diff' })}
                    >
                      Compare
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Restore version ${v.version}`}
                      onClick={() => setRestoring(v.version)}
                    >
                      Restore
                    </Button>
                  </>
                )}
              </div>
              {open?.version === v.version && (
                <div className="flex flex-col gap-2">
                  {opened.isPending ? (
                    <Spinner label="Loading the version…" />
                  ) : opened.isError ? (
                    <LoadError
                      error={opened.error}
                      retrying={opened.isFetching}
                      onRetry={() => void opened.refetch()}
                    />
                  ) : open.view === 'diff' ? (
                    <VersionDiff version={v.version} before={opened.data.body} after={page.body} />
                  ) : (
                    <pre
                      aria-label={`Body of version ${v.version}`}
                      className="max-h-96 overflow-auto rounded-md bg-gray-50 p-2 text-xs whitespace-pre-wrap"
                    >
                      {opened.data.body}
                    </pre>
                  )}
                  <div>
                    <Button variant="ghost" size="sm" onClick={() => setOpen(undefined)}>
                      Close
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {restoring !== undefined && (
        <ConfirmDialog
          title={`Restore version ${restoring}?`}
          confirmLabel="Restore"
          busy={restore.isPending}
          onConfirm={() => void runRestore(restoring)}
          onCancel={() => setRestoring(undefined)}
        >
          Its title and body are saved again as a new version (nothing is lost: the current one
          stays in the history). Changes not saved in the editor are replaced.
        </ConfirmDialog>
      )}
    </section>
  );
}
