import { displayName, type Avatar, type Party } from '@momento/contract';
import { imageUrl } from '../images/images.ts';

/** Avatar URLs of a profile image in the spec's sizes (one stored image per width); null: the default avatar. */
export function avatarOf(apiBase: string, hash: string | null): Avatar {
  if (!hash) return null;
  return {
    image_50: imageUrl(apiBase, hash, 50),
    image_200: imageUrl(apiBase, hash, 200),
    image_400: imageUrl(apiBase, hash, 400),
  };
}

export type PersonRow = { id: number; name: string; is_admin: boolean; profile_image: string | null };

/** A person as shown on orders, offers and reviews; admins appear under the house name. */
export function partyOf(apiBase: string, row: PersonRow): Party {
  return {
    id: row.id,
    name: displayName(row.name, row.is_admin),
    avatar: avatarOf(apiBase, row.profile_image),
    is_admin: row.is_admin ? 1 : 0,
  };
}

export const flagOf = (value: boolean): 0 | 1 => (value ? 1 : 0);
