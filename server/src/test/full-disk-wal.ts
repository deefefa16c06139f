/**
 * A test-only preload (`node --import`): once the file named by FULL_DISK_AFTER exists, every write into the
 * embedded database's write-ahead log (pg_wal) fails with ENOSPC, exactly as the filesystem answers on a full
 * disk. PGlite's own code meets it, so what follows (a PANIC, then a call that spins for good) is PGlite's real
 * behaviour, not a simulation of it.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const trigger = process.env.FULL_DISK_AFTER;
if (trigger) {
  const walFiles = new Set<number>();
  const { openSync, writeSync, closeSync } = fs;
  fs.openSync = ((file: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...args: unknown[]) => number)(file, ...rest);
    if (String(file).includes(`${path.sep}pg_wal${path.sep}`)) walFiles.add(fd);
    return fd;
  }) as typeof fs.openSync;
  fs.writeSync = ((fd: number, ...rest: unknown[]) => {
    if (walFiles.has(fd) && fs.existsSync(trigger)) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    }
    return (writeSync as (...args: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync;
  fs.closeSync = ((fd: number) => {
    walFiles.delete(fd);
    closeSync(fd);
  }) as typeof fs.closeSync;
  // PGlite reaches fs through ES module imports too: they see the patched functions only after this.
  syncBuiltinESMExports();
}
