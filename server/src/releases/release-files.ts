import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A build as it is stored: its files by relative POSIX path, read once so the hash and the copy agree. */
export type BuildFiles = Map<string, Buffer>;

/** The standalone page a remote's build emits for working on it alone; the shell never loads it. */
const STANDALONE_PAGE = 'index.html';

/** A release id: the sanitised version, a dash, and 10 hex digits of the content hash. */
export const RELEASE_ID = /^[0-9A-Za-z](?:[0-9A-Za-z.-]*[0-9A-Za-z])?-[0-9a-f]{10}$/;

/** Every file of a build folder except its standalone index.html. */
export async function readBuild(dir: string): Promise<BuildFiles> {
  const files: BuildFiles = new Map();
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile() && file !== STANDALONE_PAGE) files.set(file, await readFile(path.join(dir, file)));
    }
  };
  await walk('');
  return files;
}

/** The first 10 hex digits of sha256 over the sorted paths and contents: equal builds, equal hash. */
export function contentHash(files: BuildFiles): string {
  const hash = createHash('sha256');
  for (const file of [...files.keys()].sort()) {
    const content = files.get(file) ?? Buffer.alloc(0);
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * The version as it appears in a release id and URL: characters other than `[0-9A-Za-z.-]` become `-`
 * (`1.0.0+ci.7` → `1.0.0-ci.7`); null when nothing sensible is left (empty, or `..`-like edges).
 */
export function versionSlug(version: string): string | null {
  const slug = version.trim().replace(/[^0-9A-Za-z.-]/g, '-');
  return slug.length <= 64 && RELEASE_ID.test(`${slug}-0000000000`) ? slug : null;
}
