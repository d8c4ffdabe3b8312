import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Files the platform creates are the process owner's only: directories 0700, files 0600. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes a directory private: creates it 0700 and takes group and other permissions from it and
 * everything below it (PGlite writes its files 0666 whatever the umask; the 0700 directory keeps
 * them from other users in any case).
 */
export function securePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Another live process holds the data directory. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dir} is in use by process ${pid}: another server runs on this embedded database. ` +
        `Stop it first, or start this one with another DATA_DIR (or DATABASE_URL).`,
    );
    this.name = 'DataDirInUse';
  }
}

/**
 * Takes the data directory for this process (a `server.lock` file holding its pid, created
 * exclusively). A lock left by a process that no longer runs is taken over. Answers the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DataDirInUse(dir, owner);
      }
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`could not lock DATA_DIR ${dir}`);
}
