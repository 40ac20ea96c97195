import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { uploadProfilePhotoRoute } from '@momento/contract/routes';

export interface ProfilePhotoInput {
  /** The file's bytes, base64 (no data: prefix). */
  imageFile: string;
  imageName: string;
}

/** Profile photo: POST /user/account/user.php?action=upload_profile with image_file (base64) and image_name. */
export function uploadProfilePhoto(
  client: Client,
  input: ProfilePhotoInput,
  signal?: AbortSignal,
): Promise<OperationReply<'uploadProfilePhoto'>> {
  return client.call(
    'uploadProfilePhoto',
    { body: { image_file: input.imageFile, image_name: input.imageName } },
    { signal, route: uploadProfilePhotoRoute },
  );
}
