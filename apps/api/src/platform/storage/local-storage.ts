import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  assertStoragePrefix,
  joinUrl,
  type Storage,
  type StoredEntry,
} from './storage';

export interface LocalStorageOptions {
  /** The root folder (DATA_DIR/media by default); created when missing. */
  dir: string;
  /** The URL the API serves the root folder at, e.g. http://localhost:3000/media. */
  baseUrl: string;
}

// Temporary files live under the root (same file system, so rename is atomic) in a folder whose
// name no key can take (keys never start with a dot), so list never reports a half-written file.
const TEMP_DIR = '.tmp';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export function createLocalStorage({ dir, baseUrl }: LocalStorageOptions): Storage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function walk(folder: string, keyPrefix: string, out: StoredEntry[]): Promise<void> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names.sort()) {
      if (name.startsWith('.')) continue;
      const full = path.join(folder, name);
      const info = await stat(full).catch((error: unknown) => {
        if (isMissing(error)) return undefined; // deleted while we walked
        throw error;
      });
      if (!info) continue;
      const key = `${keyPrefix}${name}`;
      if (info.isDirectory()) await walk(full, `${key}/`, out);
      else if (info.isFile()) out.push({ key, size: info.size, lastModified: info.mtime });
    }
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      const target = fileOf(key);
      const tempDir = path.join(root, TEMP_DIR);
      const temp = path.join(tempDir, randomUUID());
      await mkdir(tempDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async list(prefix) {
      assertStoragePrefix(prefix);
      // Walk only the deepest folder the prefix names whole, then filter by the rest of it.
      const folderPart = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
      const entries: StoredEntry[] = [];
      await walk(path.join(root, ...folderPart.split('/').filter(Boolean)), folderPart, entries);
      return entries.filter((e) => e.key.startsWith(prefix)).sort((a, b) => cmp(a.key, b.key));
    },
    publicUrl(key) {
      assertStorageKey(key);
      return joinUrl(baseUrl, key);
    },
  };
}

// Byte order, as S3 lists keys, so both adapters answer list() in the same order.
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
