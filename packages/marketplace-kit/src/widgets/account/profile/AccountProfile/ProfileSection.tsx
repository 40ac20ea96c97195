import { Button, Spinner } from '@momento/ui';
import { Suspense, useId } from 'react';
import { useUser } from '#api/account/useUser.ts';
import { useChangePassword, useUpdateUser, useUploadProfilePhoto } from '#api/account/useProfileMutations.ts';
import { useLogoutEverywhere } from '#api/auth/useLogoutEverywhere.ts';
import { avatarUrl } from '#format/avatar.ts';
import { errorTexts as englishErrors } from '#texts.ts';
import { useNavigation, useSession, useToast } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import type { EditAccountValues, UpdatePasswordValues } from '../ProfileDialogs/ProfileFormDialogs.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import {
  EditAccountDialog,
  ProfilePhotoDialog,
  SignOutEverywhereDialog,
  UpdatePasswordDialog,
} from './lazyDialogs.ts';
import { useSectionDialog } from './profileHooks.ts';
import { Section, type AccountProfileUser, type SectionDialogProps } from './profileParts.tsx';

export interface ProfileSectionViewProps extends SectionDialogProps {
  user: AccountProfileUser | null;
  isLoading: boolean;
  isError: boolean;
  /** A validation message showing when a dialog opens (stories). */
  dialogError: string | null;
  onEditAccount: (values: EditAccountValues) => void;
  onUpdatePassword: (values: UpdatePasswordValues) => void;
  onUploadPhoto: (file: File) => void;
  /** Confirmed in its dialog: end every session of the account, this one included. */
  onSignOutEverywhere: () => void;
}

/**
 * Profile Information: photo, name, e-mail and phone, with the Edit, Update Password and photo dialogs, and Sign out
 * everywhere after a confirmation.
 */
export function ProfileSectionView({
  user,
  isLoading,
  isError,
  dialogError,
  onEditAccount,
  onUpdatePassword,
  onUploadPhoto,
  onSignOutEverywhere,
  ...section
}: ProfileSectionViewProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const t = useTexts('profile', englishTexts);
  const { dialog, onOpenDialog, onCloseDialog, isSaving } = section;
  const profileInformationId = useId();
  return (
    <>
      <Section
        id={profileInformationId}
        title={t.profileInformation}
        action={
          user ? (
            <div className={styles.actions}>
              <Button variant="outline" size="small" onPress={() => onOpenDialog({ kind: 'editAccount' })}>
                {t.edit}
              </Button>
              <Button variant="outline" size="small" onPress={() => onOpenDialog({ kind: 'password' })}>
                {t.updatePassword}
              </Button>
              <Button
                variant="outline"
                size="small"
                onPress={() => onOpenDialog({ kind: 'signOutEverywhere' })}
              >
                {t.signOutEverywhere}
              </Button>
            </div>
          ) : null
        }
      >
        {isLoading ? (
          <Spinner label={t.profileInformation} />
        ) : isError || !user ? (
          <p className={styles.muted}>{errorTexts.somethingWentWrong}</p>
        ) : (
          <div className={styles.profile}>
            <div className={styles.avatarColumn}>
              <img className={styles.avatar} src={user.avatarUrl} alt={t.photo} width={96} height={96} />
              <Button variant="ghost" size="small" onPress={() => onOpenDialog({ kind: 'photo' })}>
                {t.changePhoto}
              </Button>
            </div>
            <dl className={styles.fields}>
              <dt className={styles.term}>{t.name}</dt>
              <dd className={styles.value}>{user.name}</dd>
              <dt className={styles.term}>{t.email}</dt>
              <dd className={styles.value}>{user.mail}</dd>
              <dt className={styles.term}>{t.phone}</dt>
              <dd className={styles.value}>{user.mobile_no || t.notGiven}</dd>
            </dl>
          </div>
        )}
      </Section>
      <Suspense fallback={null}>
        {dialog?.kind === 'editAccount' && user ? (
          <EditAccountDialog
            initialValues={{ user_name: user.name, mobile_no: user.mobile_no ?? '' }}
            onSubmit={onEditAccount}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
        {dialog?.kind === 'password' ? (
          <UpdatePasswordDialog
            onSubmit={onUpdatePassword}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
        {dialog?.kind === 'signOutEverywhere' ? (
          <SignOutEverywhereDialog
            onConfirm={onSignOutEverywhere}
            onClose={onCloseDialog}
            isPending={isSaving}
          />
        ) : null}
        {dialog?.kind === 'photo' ? (
          <ProfilePhotoDialog
            onUpload={onUploadPhoto}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The file's bytes as base64, without the `data:` prefix (upload_profile's image_file). */
function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Profile Information, connected: the user (the session's copy while the user call runs), its three dialogs, and Sign
 * out everywhere, which on success shows its notice, signs the user out here too and goes home.
 */
export function ProfileSection() {
  const t = useTexts('profile', englishTexts);
  const session = useSession();
  const toast = useToast();
  const navigation = useNavigation();
  const { data, error, isLoading } = useUser();
  const user = data ?? session.user;
  const dialogs = useSectionDialog();
  const updateUser = useUpdateUser({ onSuccess: dialogs.onCloseDialog });
  const changePassword = useChangePassword({ onSuccess: dialogs.onCloseDialog });
  const uploadPhoto = useUploadProfilePhoto({ onSuccess: dialogs.onCloseDialog });
  const signOutEverywhere = useLogoutEverywhere({
    successNotice: t.signedOutEverywhere,
    onSuccess: () => navigation.navigate('/', { replace: true }),
  });
  return (
    <ProfileSectionView
      {...dialogs}
      user={
        user
          ? {
              name: user.name,
              mail: user.mail,
              mobile_no: user.mobile_no,
              avatarUrl: avatarUrl(user.profile_url, 200),
            }
          : null
      }
      isLoading={isLoading && !user}
      isError={!!error && !user}
      isSaving={
        updateUser.isPending ||
        changePassword.isPending ||
        uploadPhoto.isPending ||
        signOutEverywhere.isPending
      }
      dialogError={null}
      onEditAccount={(values) => void updateUser.run(values)}
      onUpdatePassword={(values) => void changePassword.run(values)}
      onSignOutEverywhere={() => void signOutEverywhere.run()}
      onUploadPhoto={async (file) => {
        const imageFile = await toBase64(file).catch(() => null);
        // A file that cannot be read (moved or deleted since it was picked) is said so; the dialog stays open.
        if (imageFile === null) toast.error(t.photoUnreadable);
        else await uploadPhoto.run({ imageFile, imageName: file.name });
      }}
    />
  );
}
