// Hostile image uploads, generated here (no binary fixtures): each file of the corpus is refused with a 4xx and a
// clear message, or stored safely (re-encoded as JPEG from its pixels, whatever it claimed to be). The profile photo
// and the ticket images share one ingest path (images.ts), so the profile photo stands for both.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.login(BUYER.email, BUYER.password)).token;
});
afterAll(async () => {
  await api?.close();
});

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG whose header claims `width` x `height` with `rows` real rows of pixel data (RGB, 8 bits). */
function png(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(rows * (1 + width * 3), 0x7f);
  for (let row = 0; row < rows; row += 1) raw[row * (1 + width * 3)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (image_file: string, image_name = 'photo.png') =>
  api.op('uploadProfilePhoto', { token, body: { image_file, image_name } });
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe('hostile uploads (profile photo)', () => {
  it.each([
    [
      'an SVG with a script',
      b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'photo.svg',
      400,
      'File type must be image/jpeg, image/png',
    ],
    [
      'HTML named .png',
      b64('<html><script>alert(1)</script></html>'),
      'photo.png',
      400,
      'File type must be image/jpeg, image/png',
    ],
    [
      'a JPEG/HTML polyglot (JPEG magic, then a page)',
      b64(
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
      ),
      'photo.jpg',
      400,
      'The image could not be read.',
    ],
    [
      'a PNG header claiming 50,000 x 50,000 pixels (decompression bomb)',
      b64(png(50_000, 50_000, 1)),
      'bomb.png',
      413,
      'The image has too many pixels.',
    ],
    [
      'a truncated PNG (header, then cut mid-data)',
      b64(png(64, 64).subarray(0, 60)),
      'cut.png',
      400,
      'The image could not be read.',
    ],
    [
      'a 4 x 4 picture (below the minimum)',
      b64(png(4, 4)),
      'tiny.png',
      400,
      'The image must be at least 16 x 16 pixels.',
    ],
    ['0 bytes', '', 'empty.png', 400, 'image_file'],
    ['invalid base64', '!!!not base64!!!', 'photo.png', 400, 'image_file'],
    [
      '6 MB of data (over the 5 MB limit)',
      b64(Buffer.concat([png(16, 16), Buffer.alloc(6 * 1024 * 1024)])),
      'big.png',
      413,
      'larger than 5 MB',
    ],
  ])('refuses %s', async (_, file, name, status, message) => {
    const reply = await upload(file, name);
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toContain(message);
  });

  it('stores a PNG named .jpg by its content, re-encoded as JPEG, served with nosniff and long-lived caching', async () => {
    const reply = await upload(b64(png(32, 32)), 'mismatched.jpg');
    expect(reply.status).toBe(200);
    const url = reply.body.data.profile_url ?? expect.fail('no profile photo');
    const image = await fetch(new URL(url, api.url.replace(/\/api\/v1$/, '')));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});
