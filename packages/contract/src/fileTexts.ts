// What the server answers when it refuses an uploaded file or picture, or has no stored file by a name (zod-free).
// The API's image and document handling reads these.

/** A whole number of megabytes: 5242880 -> '5'. */
const megabytes = (bytes: number): number => Math.round(bytes / 1048576);

export const FILE_REFUSALS = {
  notBase64: 'The file is not valid base64.',
  empty: 'The file is empty.',
  /** A file (a picture or a supporting document) beyond the most its call takes. */
  tooLarge: (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)} MB.`,
  imageTooLarge: 'The image is larger than 5 MB.',
  imageType: 'File type must be image/jpeg, image/png',
  imageUnreadable: 'The image could not be read.',
  imageTooSmall: (minSide: number) => `The image must be at least ${minSide} x ${minSide} pixels.`,
  imageTooManyPixels: 'The image has too many pixels.',
  noSuchImage: 'No such image.',
  noSuchDocument: 'No such document.',
} as const;
