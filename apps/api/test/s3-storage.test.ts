// The S3-compatible blob store against a real S3-compatible server (s3rver, started here), through the official
// SDK: bytes, streamed reads, the content type and cache headers kept with each object, missing objects, a wrong
// bucket or key at start-up; and the API serving its images from the bucket with the same year-long cache headers
// as from the disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { FileStorage, S3BlobStorage, type BlobStorage } from '../src/images/storage.ts';
import { openStorage } from '../src/server.ts';
import { startTestApi } from './harness.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';

let s3: TestS3;
let store: S3BlobStorage;
const temporary: string[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  store = new S3BlobStorage(s3.settings);
});
afterAll(async () => {
  store?.close();
  await s3?.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

async function readAll(body: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

describe('S3BlobStorage on an S3-compatible server', () => {
  it('stores bytes with their content type and cache headers, reads them whole and as a stream, and deletes them', async () => {
    const data = Buffer.from('ticket bytes \u00e9');
    await store.put('abc123-200.jpg', data, {
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(Buffer.from((await store.get('abc123-200.jpg')) ?? [])).toEqual(data);
    const opened = await store.open('abc123-200.jpg');
    expect(opened).toMatchObject({
      size: data.length,
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await readAll(opened!.body)).bytes).toEqual(data);
    const head = await store.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'abc123-200.jpg' }));
    expect(head).toMatchObject({
      ContentType: 'image/jpeg',
      CacheControl: 'public, max-age=31536000, immutable',
      ContentLength: data.length,
    });
    await store.delete('abc123-200.jpg');
    expect(await store.get('abc123-200.jpg')).toBeNull();
    expect(await store.open('abc123-200.jpg')).toBeNull();
  });

  it('streams a large object in pieces rather than as one buffer', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await store.put('doc-big.pdf', big, {
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
    });
    const opened = await store.open('doc-big.pdf');
    const { bytes, chunks } = await readAll(opened!.body);
    expect(bytes.equals(big)).toBe(true);
    expect(chunks).toBeGreaterThan(1);
    expect(opened).toMatchObject({ contentType: 'application/pdf', cacheControl: 'private, no-store' });
  });

  it('answers null for a missing or unsafe key and refuses to write an unsafe one', async () => {
    expect(await store.get('nothing-here.jpg')).toBeNull();
    expect(await store.open('nothing-here.jpg')).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
  });

  it('stops the start with the bucket name when the bucket is missing or the keys are refused', async () => {
    const missing = new S3BlobStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow('"no-such-bucket" is not reachable');
    missing.close();
    // (s3rver checks the access key id, not the signature's secret.)
    const wrongKey = new S3BlobStorage({
      ...s3.settings,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'wrong-secret' },
    });
    await expect(wrongKey.check()).rejects.toThrow(`"${s3.bucket}" is not reachable (HTTP 403)`);
    wrongKey.close();
    const right = new S3BlobStorage(s3.settings);
    await expect(right.check()).resolves.toBeUndefined();
    right.close();
  });

  it('is chosen by BLOB_STORE=s3 and its settings; the filesystem stays the default', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env }, { dataDir: null });
    expect(config.s3).toEqual(s3.settings);
    const chosen = await openStorage(config);
    expect(chosen).toBeInstanceOf(S3BlobStorage);
    (chosen as S3BlobStorage).close();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-blobs-'));
    temporary.push(dataDir);
    expect(await openStorage(loadConfig({ NODE_ENV: 'test' }, { dataDir }))).toBeInstanceOf(FileStorage);
    expect(() => loadConfig({ NODE_ENV: 'test', BLOB_STORE: 's3' }, { dataDir: null })).toThrow(
      'BLOB_STORE=s3 needs S3_BUCKET',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', BLOB_STORE: 'nfs' }, { dataDir: null })).toThrow(
      'BLOB_STORE must be fs or s3',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ...s3.env, S3_SECRET_ACCESS_KEY: '' }, { dataDir: null }),
    ).toThrow('go together');
  });
});

describe('the API serves images from either store with the same long-lived cache headers', () => {
  // A storage of the test's own is seeded from scratch (images resized into it): a few tickets are enough for one image.
  async function imageReplies(storage: BlobStorage) {
    const api = await startTestApi({ storage, listings: 3 });
    try {
      const tickets = await api.op('products');
      const url: string = tickets.body.data.items[0]!.images[0]!.image_400;
      expect(url).toMatch(/^\/api\/v1\/images\/[0-9a-f]+-\d+\.jpg$/);
      const file = url.slice('/api/v1'.length);
      const full = await fetch(`${api.url}${file}`);
      const bytes = Buffer.from(await full.arrayBuffer());
      const etag = full.headers.get('etag') ?? '';
      const revalidated = await fetch(`${api.url}${file}`, { headers: { 'if-none-match': etag } });
      const missing = await api.call('GET', '/images/0123456789abcdef0123456789abcdef-200.jpg');
      return { file, full, bytes, revalidated, missing };
    } finally {
      await api.close();
    }
  }

  it('S3 and the filesystem answer 200 with the JPEG, a year of immutable caching and nosniff, 304 on revalidation, 404 when missing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-blobs-'));
    temporary.push(dataDir);
    const fromS3 = await imageReplies(store);
    const fromDisk = await imageReplies(new FileStorage(dataDir));
    for (const reply of [fromS3, fromDisk]) {
      expect(reply.full.status).toBe(200);
      expect(reply.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(Number(reply.full.headers.get('content-length'))).toBe(reply.bytes.length);
      expect(reply.full.headers.get('content-type')).toBe('image/jpeg');
      expect(reply.full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(reply.full.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.revalidated.status).toBe(304);
      expect(reply.missing.status).toBe(404);
      expect(reply.missing.body.error.message).toBe('No such image.');
    }
    // The seed is deterministic: the same image, the same bytes from both stores.
    expect(fromS3.file).toBe(fromDisk.file);
    expect(fromS3.bytes.equals(fromDisk.bytes)).toBe(true);
    // The object itself carries the headers, for a CDN that serves the bucket directly.
    const head = await store.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: fromS3.file.slice('/images/'.length) }),
    );
    expect(head).toMatchObject({
      ContentType: 'image/jpeg',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    // Two servers seeded from scratch: more than the default 30 s on a loaded 2-core CI machine.
  }, 120_000);
});
