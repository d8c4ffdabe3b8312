import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf } from './file-types.ts';
import { type FileStorage, STORAGE_KEY, StorageLimitError, type StoredFile } from './storage.ts';

interface Meta {
  name: string;
  size: number;
}

/** Files on local disk under `root` (DATA_DIR/files), each with a `.json` sidecar of metadata. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return join(this.root, key);
  }

  private newKey(name: string): string {
    const now = new Date();
    const day = [
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
      String(now.getUTCDate()).padStart(2, '0'),
    ].join('/');
    const ext =
      extensionOf(name)
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 5) || 'bin';
    return `${day}/${randomBytes(16).toString('hex')}.${ext}`;
  }

  async put(body: Readable | Buffer, name: string, options: { maxBytes?: number } = {}) {
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const key = this.newKey(name);
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    let size = 0;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > maxBytes) throw new StorageLimitError(maxBytes);
            yield chunk;
          }
        },
        createWriteStream(path, { flags: 'wx' }),
      );
      await writeFile(`${path}.json`, JSON.stringify({ name, size } satisfies Meta));
    } catch (error) {
      await this.delete(key);
      throw error;
    }
    return { key, size };
  }

  async freeBytes(): Promise<number> {
    await mkdir(this.root, { recursive: true });
    const fs = await statfs(this.root);
    return fs.bavail * fs.bsize;
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!STORAGE_KEY.test(key)) return undefined;
    const path = this.path(key);
    let meta: Meta;
    try {
      meta = JSON.parse(await readFile(`${path}.json`, 'utf8')) as Meta;
    } catch {
      return undefined;
    }
    return { name: meta.name, size: meta.size, stream: createReadStream(path) };
  }

  async head(key: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.path(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.json`, { force: true });
  }
}
