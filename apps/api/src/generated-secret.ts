import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * The secret a process without AUTH_SECRET signs with: made at random on the first start and
 * kept in the data directory, so sessions and the links already mailed survive a restart and no
 * value in the repository can forge them. Readable by its owner only.
 */
export function readOrCreateSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readSecret(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  // Written whole under another name, then linked into place: a second process starting on the
  // same directory either wins the link or reads the winner's secret, never a half-written one.
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(temporary, path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(temporary);
  }
  return readSecret(path);
}

function readSecret(path: string): string {
  const secret = readFileSync(path, 'utf8').trim();
  // A copy restored with looser permissions is tightened again.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return secret;
}
