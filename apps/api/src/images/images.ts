import { createHash } from 'node:crypto';
import { AVATAR_SIZES, FILE_REFUSALS, IMAGE_SIZES, MAX_IMAGE_BYTES } from '@momento/contract';
import sharp from 'sharp';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { BlobStorage } from './storage.ts';

/** Every width an image is stored in: ticket sizes (200/400/600/1000) and avatar sizes (50/200/400). */
export const STORED_WIDTHS = [...new Set([...AVATAR_SIZES, ...IMAGE_SIZES])].sort((a, b) => a - b);
export type StoredWidth = (typeof STORED_WIDTHS)[number];

/** Decompression-bomb guard: sharp refuses to decode more pixels than this. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MIN_SIDE = 16;

export const imageKey = (hash: string, width: number) => `${hash}-${width}.jpg`;
export const imageUrl = (apiBase: string, hash: string, width: number) =>
  `${apiBase}/images/${imageKey(hash, width)}`;

/** The upload's real type, from its first bytes (never from its name or a declared type). */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Decodes a base64 string or data URL; 400 when it is not base64, 413 above `maxBytes`. */
export function decodeBase64(input: string, maxBytes: number): Buffer {
  const comma = input.startsWith('data:') ? input.indexOf(',') : -1;
  const body = (comma >= 0 ? input.slice(comma + 1) : input).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1)
    throw new ApiError('VALIDATION', FILE_REFUSALS.notBase64);
  if (Math.floor((body.length * 3) / 4) > maxBytes + 2)
    throw new ApiError('PAYLOAD_TOO_LARGE', FILE_REFUSALS.tooLarge(maxBytes));
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw new ApiError('VALIDATION', FILE_REFUSALS.empty);
  if (bytes.length > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', FILE_REFUSALS.tooLarge(maxBytes));
  return bytes;
}

/**
 * Checks an uploaded image (jpeg/png by content, size, pixel count), stores it resized to every stored width as
 * JPEG under content-hashed keys, records it in `images`, and returns its hash. The same bytes uploaded twice
 * are stored once.
 */
export async function ingestImage(db: Queryable, storage: BlobStorage, bytes: Uint8Array): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', FILE_REFUSALS.imageTooLarge);
  const mime = sniffImage(bytes);
  if (!mime) throw new ApiError('VALIDATION', FILE_REFUSALS.imageType);
  let width: number;
  let height: number;
  try {
    // metadata() reads the header only (no decoding), so the pixel limit below is checked before any decoding.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ApiError('VALIDATION', FILE_REFUSALS.imageUnreadable);
  }
  if (width < MIN_SIDE || height < MIN_SIDE)
    throw new ApiError('VALIDATION', FILE_REFUSALS.imageTooSmall(MIN_SIDE));
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ApiError('PAYLOAD_TOO_LARGE', FILE_REFUSALS.imageTooManyPixels);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const known = await db.selectFrom('images').select('hash').where('hash', '=', hash).executeTakeFirst();
  if (!known) {
    await storeVariants(storage, hash, bytes);
    await db
      .insertInto('images')
      .values({ hash, width, height, mime, bytes: bytes.length })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  }
  return hash;
}

/** Images never change under their key (content hash): browsers, CDNs and the object store keep them a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Resizes (never enlarges), strips metadata (EXIF, GPS), and writes one JPEG per stored width. A picture that
 * cannot be decoded is the uploader's fault (400); a store that cannot be written is ours (500).
 */
export async function storeVariants(storage: BlobStorage, hash: string, bytes: Uint8Array): Promise<void> {
  let variants: { width: number; data: Buffer }[];
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    variants = await Promise.all(
      STORED_WIDTHS.map(async (width) => ({
        width,
        data: await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('VALIDATION', FILE_REFUSALS.imageUnreadable);
  }
  await Promise.all(
    variants.map(({ width, data }) =>
      storage.put(imageKey(hash, width), data, {
        contentType: 'image/jpeg',
        cacheControl: IMAGE_CACHE_CONTROL,
      }),
    ),
  );
}
