import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/images/storage.ts';

/**
 * A real S3-compatible server (s3rver: S3's REST API over HTTP, objects on disk) on a random loopback port, with
 * one bucket. Tests talk to it through the official SDK exactly as to AWS, MinIO or R2.
 */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  settings: S3Settings;
  /** The API's environment for this bucket (BLOB_STORE=s3 and the S3_* settings). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

// s3rver's built-in account: it checks every request's signature against these.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startTestS3(bucket = 'momento-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'momento-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      forcePathStyle: true,
    },
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
