import { TeamArtistList } from '@momento/marketplace-kit';
import { useQueryProps } from '../navigation.tsx';

/** /teamArtist?genre=&sub_genre=&name= */
export function Component() {
  return <TeamArtistList {...useQueryProps()} />;
}
