import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The filesystem store is the default; an S3-compatible store implements the same
 * three calls for a multi-machine setup (ARCHITECTURE.md, Scale). Keys are content-addressed and never reused
 * for different bytes, so caches may keep them forever.
 */
export interface BlobStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export class FileStorage implements BlobStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** Two-character fan-out keeps folders small with many files. */
  #file(key: string): string {
    return path.join(this.root, checkKey(key).slice(0, 2), key);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!SAFE_KEY.test(key)) return null;
    try {
      return await readFile(this.#file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#file(key), { force: true });
  }
}

/** For tests and throwaway servers. */
export class MemoryStorage implements BlobStorage {
  readonly #blobs = new Map<string, Uint8Array>();

  async put(key: string, data: Uint8Array): Promise<void> {
    this.#blobs.set(checkKey(key), data);
  }

  async get(key: string): Promise<Uint8Array | null> {
    return this.#blobs.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.#blobs.delete(key);
  }
}
