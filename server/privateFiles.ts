import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds password and token hashes, the audit log, referral personal data and the DMS key, and a
 * backup archive all of it: nobody but the server's own user may read them. A process umask of 0077 makes every
 * file and folder it creates owner-only, except the files of a new PGlite folder (its initdb image is written 0666
 * whatever the umask): openDatabase fixes those right after.
 */
export const PRIVATE_UMASK = 0o077;

export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes group and other permissions off everything under `dir` (and `dir` itself), as a folder written by an
 * earlier release has them; symbolic links are left alone. Returns how many entries were changed.
 */
export function makeFolderPrivate(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let changed = 0;
  const fix = (entry: string) => {
    try {
      const stat = fs.lstatSync(entry);
      if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) return;
      fs.chmodSync(entry, stat.mode & 0o7700);
      changed++;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // gone meanwhile: nothing to protect
    }
  };
  fix(dir);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    fix(path.join(entry.parentPath, entry.name));
  return changed;
}
