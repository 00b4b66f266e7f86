import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import type { App } from '../../platform/http/types';
import { createMediaRepository } from './media.repository';
import { mediaFilesRoute, mediaRoutes } from './media.routes';
import { createMediaService, PROCESS_QUEUE, SWEEP_QUEUE, type MediaDeps } from './media.service';

/** The sweeper's schedule (UTC): hourly, off the hour. */
const SWEEP_CRON = '17 * * * *';

/** Builds the media area (issue 7) and declares its jobs; the caller starts the jobs. */
export function createMediaModule(
  db: Db,
  deps: Pick<MediaDeps, 'storage' | 'jobs' | 'listings' | 'changed' | 'log' | 'quotas'> & {
    config: Pick<
      Config,
      | 'MEDIA_MAX_FILE_BYTES'
      | 'MEDIA_MAX_FILES_PER_LISTING'
      | 'MEDIA_SWEEP_GRACE_MINUTES'
      | 'DATA_DIR'
    >;
  },
) {
  const { config } = deps;
  // Uploads wait here while they are checked and stored; each request removes its own folder.
  const uploadTempDir = path.join(config.DATA_DIR, 'tmp', 'uploads');
  const media = createMediaService({
    ...deps,
    repo: createMediaRepository(db),
    defaults: {
      maxFileBytes: config.MEDIA_MAX_FILE_BYTES,
      maxFilesPerListing: config.MEDIA_MAX_FILES_PER_LISTING,
    },
    sweepGraceMs: config.MEDIA_SWEEP_GRACE_MINUTES * 60_000,
    uploadTempDir,
  });
  defineMediaJobs(deps.jobs, media);
  return { media, storage: deps.storage, uploadTempDir };
}
export type MediaModule = ReturnType<typeof createMediaModule>;

function defineMediaJobs(jobs: Jobs, media: ReturnType<typeof createMediaService>) {
  // Three tries, 10 s then 20 s apart; a photo stuck longer than 5 minutes is tried again.
  jobs.define<{ mediaId: string }>(PROCESS_QUEUE, (data, job) => media.process(data.mediaId, job), {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 300,
  });
  jobs.define(SWEEP_QUEUE, async () => {
    await media.sweep();
  });
  jobs.every(SWEEP_QUEUE, SWEEP_CRON);
}

export function mediaAreaRoutes(app: App, m: MediaModule) {
  mediaRoutes(app, m.media, { tempRoot: m.uploadTempDir });
  if (m.storage.kind === 'local') mediaFilesRoute(app, m.storage);
}
