import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files live: the filesystem by default, an S3-compatible object store when several API processes
 * (on several machines) must see the same files (BLOB_STORE=s3). Keys are content-addressed and never reused for
 * different bytes, so caches may keep them forever.
 */
export interface BlobStorage {
  /** Stores the bytes; the metadata travels with the object where the store keeps it (S3), so a CDN in front of
   * the bucket serves them with the same headers as the API. */
  put(key: string, data: Uint8Array, meta?: BlobMeta): Promise<void>;
  /** The whole object in memory (small blobs, the seed's existence check). */
  get(key: string): Promise<Uint8Array | null>;
  /** The object as a stream, for serving it without holding it in memory. */
  open(key: string): Promise<BlobStream | null>;
  delete(key: string): Promise<void>;
}

export type BlobMeta = { contentType?: string; cacheControl?: string };

export type BlobStream = {
  body: ReadableStream<Uint8Array>;
  size: number | null;
  contentType: string | null;
  cacheControl: string | null;
};

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

  async open(key: string): Promise<BlobStream | null> {
    if (!SAFE_KEY.test(key)) return null;
    const file = this.#file(key);
    try {
      const info = await stat(file);
      return {
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        size: info.size,
        contentType: null,
        cacheControl: null,
      };
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
  readonly #blobs = new Map<string, { data: Uint8Array; meta: BlobMeta }>();

  async put(key: string, data: Uint8Array, meta: BlobMeta = {}): Promise<void> {
    this.#blobs.set(checkKey(key), { data, meta });
  }

  async get(key: string): Promise<Uint8Array | null> {
    return this.#blobs.get(key)?.data ?? null;
  }

  async open(key: string): Promise<BlobStream | null> {
    const blob = this.#blobs.get(key);
    if (!blob) return null;
    const { data, meta } = blob;
    return {
      body: new Blob([new Uint8Array(data)]).stream(),
      size: data.byteLength,
      contentType: meta.contentType ?? null,
      cacheControl: meta.cacheControl ?? null,
    };
  }

  async delete(key: string): Promise<void> {
    this.#blobs.delete(key);
  }
}

export type S3Settings = {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, Ceph, a test server); AWS's own endpoint when absent. */
  endpoint: string | null;
  region: string;
  /** Static credentials; the SDK's default chain (AWS_* variables, instance or task role) when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (most self-hosted services need it). */
  forcePathStyle: boolean;
};

/** S3's "no such object": GetObject says NoSuchKey, HeadObject and some services only the status. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Objects in one bucket of an S3-compatible store, through the official SDK. Every API process reads and writes the
 * same bucket, so an image uploaded through one is served by all. Content type and cache headers are stored with
 * each object.
 */
export class S3BlobStorage implements BlobStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // A copy: the SDK writes its bookkeeping into the object it is given.
      ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    });
  }

  /** Fails fast at start-up with the bucket's name when the bucket is missing or the credentials are refused. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : '';
      throw new Error(
        `the object store's bucket "${this.bucket}" is not reachable${status}: ${(error as Error).message || (error as Error).name}`,
        { cause: error },
      );
    }
  }

  async put(key: string, data: Uint8Array, meta: BlobMeta = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: data,
        ContentLength: data.byteLength,
        ContentType: meta.contentType ?? 'application/octet-stream',
        ...(meta.cacheControl ? { CacheControl: meta.cacheControl } : {}),
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    const object = await this.#getObject(key);
    return object ? object.Body.transformToByteArray() : null;
  }

  async open(key: string): Promise<BlobStream | null> {
    const object = await this.#getObject(key);
    if (!object) return null;
    return {
      body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      size: object.ContentLength ?? null,
      contentType: object.ContentType ?? null,
      cacheControl: object.CacheControl ?? null,
    };
  }

  async #getObject(key: string) {
    if (!SAFE_KEY.test(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? { ...object, Body: object.Body } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
