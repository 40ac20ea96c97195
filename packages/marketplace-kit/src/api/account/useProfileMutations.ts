import type { OperationBody, User } from '@momento/contract';
import { notices } from '../../texts.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { changePassword } from './changePassword.ts';
import { accountKeys } from './keys.ts';
import { updateUser } from './updateUser.ts';
import { uploadProfilePhoto, type ProfilePhotoInput } from './uploadProfilePhoto.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/**
 * The user's own edits. Each answer with the user goes into the session at once,
 * so the header's name and avatar follow without a reload, and the user call is read again.
 */
export function useUpdateUser(options: Callbacks<OperationBody<'userUpdate'>, User> = {}) {
  return useMutation(
    async (body: OperationBody<'userUpdate'>, { client, signal }) => {
      const user = await updateUser(client, body, signal);
      client.session.setUser(user);
      return user;
    },
    { ...options, successNotice: notices.profileInformationChanged, invalidate: () => [accountKeys.user()] },
  );
}

/** Update password ('Password Changed Successfully'); a refusal (wrong old password) is the server's message. */
export function useChangePassword(options: Callbacks<OperationBody<'changePassword'>, void> = {}) {
  return useMutation(
    (body: OperationBody<'changePassword'>, { client, signal }) => changePassword(client, body, signal),
    {
      ...options,
      successNotice: notices.passwordChanged,
    },
  );
}

/** Profile photo upload ('Profile Picture Changed'). */
export function useUploadProfilePhoto(options: Callbacks<ProfilePhotoInput, User> = {}) {
  return useMutation(
    async (input: ProfilePhotoInput, { client, signal }) => {
      const user = await uploadProfilePhoto(client, input, signal);
      client.session.setUser(user);
      return user;
    },
    { ...options, successNotice: notices.profilePictureChanged, invalidate: () => [accountKeys.user()] },
  );
}
