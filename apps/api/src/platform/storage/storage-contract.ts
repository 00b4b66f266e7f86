import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, type Storage } from './storage';

/**
 * What every Storage adapter promises, run against each of them (storage.test.ts) so the code
 * above the interface never depends on which one is configured.
 */
export function describeStorageContract(name: string, open: () => Storage): void {
  describe(`${name}: the Storage contract`, () => {
    const opts = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };
    const bytes = (text: string) => new TextEncoder().encode(text);

    it('gives back exactly the bytes it was given, binary included', async () => {
      const storage = open();
      const binary = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
      await storage.put('contract/put/a.webp', binary, opts);
      const got = await storage.get('contract/put/a.webp');
      expect(got).toBeInstanceOf(Buffer);
      expect(Buffer.compare(got!, Buffer.from(binary))).toBe(0);
    });

    it('answers undefined for a key never written', async () => {
      expect(await open().get('contract/missing/nothing.webp')).toBeUndefined();
    });

    it('replaces an object written again under the same key', async () => {
      const storage = open();
      await storage.put('contract/replace/a.txt', bytes('first'), opts);
      await storage.put('contract/replace/a.txt', bytes('second, longer'), opts);
      expect((await storage.get('contract/replace/a.txt'))?.toString()).toBe('second, longer');
      expect(await storage.list('contract/replace/')).toHaveLength(1);
    });

    it('deletes an object, and deleting a missing one is not an error', async () => {
      const storage = open();
      await storage.put('contract/delete/a.txt', bytes('x'), opts);
      await storage.delete('contract/delete/a.txt');
      expect(await storage.get('contract/delete/a.txt')).toBeUndefined();
      await expect(storage.delete('contract/delete/a.txt')).resolves.toBeUndefined();
      expect(await storage.list('contract/delete/')).toEqual([]);
    });

    it('lists the keys under a prefix in key order, with size and time, and nothing else', async () => {
      const storage = open();
      const before = Date.now() - 5_000;
      await storage.put('contract/list/p1/b.webp', bytes('bb'), opts);
      await storage.put('contract/list/p1/a/deep.avif', bytes('a'), opts);
      await storage.put('contract/list/p10/c.webp', bytes('ccc'), opts);
      await storage.put('contract/list/p2/d.webp', bytes('dddd'), opts);

      const underP1 = await storage.list('contract/list/p1/');
      expect(underP1.map((e) => e.key)).toEqual([
        'contract/list/p1/a/deep.avif',
        'contract/list/p1/b.webp',
      ]);
      expect(underP1.map((e) => e.size)).toEqual([1, 2]);
      for (const e of underP1) expect(e.lastModified.getTime()).toBeGreaterThan(before);

      // A prefix that is not a whole folder name matches like a string prefix, as on S3.
      expect((await storage.list('contract/list/p1')).map((e) => e.key)).toEqual([
        'contract/list/p1/a/deep.avif',
        'contract/list/p1/b.webp',
        'contract/list/p10/c.webp',
      ]);
      expect((await storage.list('contract/list/')).map((e) => e.key)).toHaveLength(4);
      expect(await storage.list('contract/list/none/')).toEqual([]);
      expect((await storage.list('')).some((e) => e.key === 'contract/list/p2/d.webp')).toBe(true);
    });

    it('refuses keys that could leave the storage root or hide an object', async () => {
      const storage = open();
      const bad = [
        '../escape.txt',
        'a/../../escape.txt',
        '/etc/passwd',
        'a//b.txt',
        'a/./b.txt',
        '.hidden',
        'a/b/',
        'a\\b.txt',
        '',
        'ü.txt',
        `${'a'.repeat(513)}`,
      ];
      for (const key of bad) {
        await expect(storage.put(key, bytes('x'), opts), key).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        expect(() => storage.publicUrl(key), key).toThrow(InvalidStorageKeyError);
      }
      await expect(storage.list('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });

    it('gives a public URL under its base for each key', () => {
      const url = new URL(open().publicUrl('listing/abc/photo_1-320.webp'));
      expect(url.pathname.endsWith('/listing/abc/photo_1-320.webp')).toBe(true);
    });
  });
}
