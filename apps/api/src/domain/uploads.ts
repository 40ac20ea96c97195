import { randomBytes } from 'node:crypto';
import { MAX_DOCUMENT_BYTES } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { decodeBase64 } from '../images/images.ts';
import type { BlobStorage } from '../images/storage.ts';

/** The supporting document's error text, as the product specifies it (typography included). */
export const DOCUMENT_TYPE_MESSAGE = 'File type must be *.pdf,*.png,text/plain,image/jpeg,image/png';

const EXTENSIONS: Record<string, string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  txt: ['text/plain'],
  xls: ['application/vnd.ms-excel'],
  doc: ['application/msword'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The document's type from its content and name together: the name picks the family, the bytes must agree. */
export function documentType(name: string, bytes: Uint8Array): { mime: string; ext: string } {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const mimes = EXTENSIONS[ext];
  if (!mimes) throw new ApiError('VALIDATION', DOCUMENT_TYPE_MESSAGE);
  const mime = mimes[0] as string;
  const ok =
    (ext === 'pdf' && startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) ||
    (ext === 'png' && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) ||
    ((ext === 'jpg' || ext === 'jpeg') && startsWith(bytes, [0xff, 0xd8, 0xff])) ||
    ((ext === 'xlsx' || ext === 'docx') && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) ||
    ((ext === 'xls' || ext === 'doc') && startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) ||
    (ext === 'txt' && !bytes.includes(0) && isUtf8(bytes));
  if (!ok) throw new ApiError('VALIDATION', DOCUMENT_TYPE_MESSAGE);
  return { mime, ext };
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a ticket's one supporting document for its seller (`ownerId`), replacing an earlier one. Each upload gets a
 * key of its own (random, never derived from the content): two sellers with the same file hold two blobs and two
 * rows, so neither's download, replacement or removal ever reaches the other's, and a key says nothing of what is in it.
 */
export async function storeDocument(
  db: Queryable,
  storage: BlobStorage,
  ticketId: number,
  ownerId: number,
  doc: { document_data: string; document_name: string },
): Promise<void> {
  const bytes = decodeBase64(doc.document_data, MAX_DOCUMENT_BYTES);
  const { mime, ext } = documentType(doc.document_name, bytes);
  const key = `doc-${randomBytes(20).toString('hex')}.${ext}`;
  await storage.put(key, bytes, { contentType: mime, cacheControl: 'private, no-store' });
  await db
    .updateTable('ticket_documents')
    .set({ deleted_at: new Date() })
    .where('ticket_id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .insertInto('ticket_documents')
    .values({
      ticket_id: ticketId,
      owner_id: ownerId,
      name: doc.document_name,
      mime,
      storage_key: key,
      bytes: bytes.length,
    })
    .execute();
}
