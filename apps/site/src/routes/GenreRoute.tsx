import { GenreList } from '@momento/marketplace-kit';

/** /genre */
export function Component() {
  return <GenreList />;
}
