import { useGenres } from '#api/reference/useGenres.ts';
import { emptyTexts } from '../browseTexts.ts';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import { GenreListView } from './GenreListView.tsx';

/**
 * /genre: genres sorted by display_order with their sub-genres. A failed load leaves the list empty (a failed
 * filter-list load stops the spinner and the list stays empty).
 */
export function GenreList() {
  const { data, error, isLoading } = useGenres();
  if (isLoading) return <LoadingState />;
  if (error) return <MessageState>{emptyTexts.noGenre}</MessageState>;
  return <GenreListView genres={data?.items ?? []} />;
}
