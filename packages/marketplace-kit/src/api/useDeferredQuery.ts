import { useDeferredValue } from 'react';
import type { SWRResponse } from 'swr';

export interface DeferredQuery<Data, Error = unknown> {
  data: Data | undefined;
  error: Error | undefined;
  /** True on the first render whatever the query says, then the query's own value (see useDeferredQuery). */
  isLoading: boolean;
}

/**
 * A query's `data`, `error` and `isLoading`, deferred: the first render always shows loading (even when the data is
 * already cached), and the render with the result comes as a transition. React splits a transition into short slices
 * that yield to input, so a large loaded widget (the featured cards, a ticket's gallery and details) does not render
 * in one long task inside the data's synchronous update (Lighthouse's total blocking time). SWR keeps each
 * value's identity between renders, so the three settle in the same transition.
 */
export function useDeferredQuery<Data, Error = unknown>(
  query: Pick<SWRResponse<Data, Error>, 'data' | 'error' | 'isLoading'>,
): DeferredQuery<Data, Error> {
  const data = useDeferredValue(query.data);
  const error = useDeferredValue(query.error);
  const isLoading = useDeferredValue(query.isLoading, true);
  return { data, error, isLoading };
}
