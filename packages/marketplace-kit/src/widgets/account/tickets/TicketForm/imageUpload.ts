// Files as the ticket calls send them: base64 without the data: prefix. Pictures are made smaller in the browser
// first (the platform's createImageBitmap and a canvas re-encode them), so a 12 MB phone photo becomes a request
// of a few hundred KB; the server keeps its own size limits. Loaded on submit only.

/** The longest edge of an uploaded picture, in pixels (ours: sharp on a detail page at twice its 400 px size). */
export const MAX_IMAGE_EDGE = 1600;

/** Below this size a picture that already fits is sent as it is (re-encoding it would only lose quality). */
const SMALL_ENOUGH_BYTES = 800 * 1024;

/**
 * The picture scaled down to fit MAX_IMAGE_EDGE and re-encoded (PNG stays PNG, anything else becomes JPEG at
 * 0.85). Without createImageBitmap or a 2D canvas (older browsers, test DOMs), or for a picture the browser cannot
 * decode, the file is returned unchanged and the server decides.
 */
export async function resizeImage(file: File, maxEdge = MAX_IMAGE_EDGE): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    // A re-encoding that came out larger (a small, already compressed picture) is not worth sending.
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}

/** The bytes as base64, without the data: prefix. */
export function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A picture ready for the ticket calls: resized, then base64. */
export async function imagePayload(file: File): Promise<{ image_file: string; image_name: string }> {
  return { image_file: await toBase64(await resizeImage(file)), image_name: file.name };
}

/** The supporting document as sent: its bytes unchanged. */
export async function documentPayload(file: File): Promise<{ document_data: string; document_name: string }> {
  return { document_data: await toBase64(file), document_name: file.name };
}
