import type { Genre } from '@momento/contract';
import { Card, Link, Stack } from '@momento/ui';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { MessageState } from '../../shared/LoadState.tsx';

export interface GenreListViewProps {
  /** Genres in display order, each with its sub-genres. */
  genres: readonly Genre[];
}

/** /genre: each genre with its sub-genres, which link to /tickets?sub_genre={id}. */
export function GenreListView({ genres }: GenreListViewProps) {
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>{browseTexts.genresHeading}</h1>
      {genres.length === 0 ? (
        <MessageState>{emptyTexts.noGenre}</MessageState>
      ) : (
        <div className={shared.gridList}>
          {genres.map((genre) => (
            <Card
              as="section"
              key={genre.genre_id}
              aria-labelledby={`genre-${genre.genre_id}`}
              padding="medium"
            >
              <Stack space="small">
                <h2 id={`genre-${genre.genre_id}`} className={shared.sectionHeading}>
                  {genre.display_name}
                </h2>
                <ul className={shared.plainList}>
                  {genre.sub_genre.map((sub) => (
                    <li key={sub.sub_genre_id}>
                      <Link href={`/tickets?sub_genre=${sub.sub_genre_id}`}>{sub.display_name}</Link>
                    </li>
                  ))}
                </ul>
              </Stack>
            </Card>
          ))}
        </div>
      )}
    </Stack>
  );
}
