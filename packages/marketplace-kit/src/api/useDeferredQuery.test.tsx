import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery, type DeferredQuery } from './useDeferredQuery.ts';

interface Listing {
  name: string;
}

// A cache of its own per test, and no retry: a failure is reported once.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

/** Renders the hook over a real SWR query and records what the caller saw on every render. */
function renderQuery(fetcher: () => Promise<Listing>) {
  const seen: DeferredQuery<Listing>[] = [];
  const view = renderHook(
    () => {
      const query = useDeferredQuery<Listing>(useSWR('listing', fetcher));
      seen.push(query);
      return query;
    },
    { wrapper },
  );
  return { ...view, seen };
}

describe('useDeferredQuery', () => {
  it('shows loading first, then the data', async () => {
    const { result, seen } = renderQuery(() => Promise.resolve({ name: 'Featured stub' }));
    expect(seen[0]).toEqual({ data: undefined, error: undefined, isLoading: true });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ data: { name: 'Featured stub' }, error: undefined, isLoading: false });
  });

  it('shows loading on the first render even when the data is already there, then the data', async () => {
    const ticket = { name: 'Cached stub' };
    const seen: DeferredQuery<Listing>[] = [];
    const { result } = renderHook(() => {
      const query = useDeferredQuery<Listing>({ data: ticket, error: undefined, isLoading: false });
      seen.push(query);
      return query;
    });
    expect(seen[0]?.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBe(ticket);
  });

  it("passes a failed request's error through", async () => {
    const failure = new Error('Down');
    const { result } = renderQuery(() => Promise.reject(failure));
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
