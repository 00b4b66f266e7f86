import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploads wait on disk, one folder a request (DATA_DIR/tmp/uploads/upload-*), while they are
 * checked and stored: memory never holds a whole upload (issue 39).
 */
export async function openUploadFolder(tempRoot: string): Promise<string> {
  await mkdir(tempRoot, { recursive: true });
  return mkdtemp(path.join(tempRoot, 'upload-'));
}

export async function removeUploadFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}

const missingIsEmpty = (e: NodeJS.ErrnoException) => {
  if (e.code === 'ENOENT') return [];
  throw e;
};

/**
 * Folders nothing has written to since `cutoff`: what a process that stopped mid-upload left
 * (every request removes its own). A live upload writes its folder's newest file as it goes.
 */
export async function removeStaleUploads(tempRoot: string, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tempRoot).catch(missingIsEmpty)) {
    const folder = path.join(tempRoot, name);
    const entries = [
      folder,
      ...(await readdir(folder).catch(missingIsEmpty)).map((f) => path.join(folder, f)),
    ];
    const times = await Promise.all(
      entries.map((e) =>
        stat(e).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    if (Math.max(...times) < cutoff.getTime()) {
      await removeUploadFolder(folder);
      removed += 1;
    }
  }
  return removed;
}
