import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { InfiniteList } from './InfiniteList.tsx';

// A controllable IntersectionObserver: tests decide when the sentinel "comes into view".
const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.entry.elements = [];
  }
  takeRecords() {
    return [];
  }
}
function scrollSentinelIntoView() {
  for (const { callback, elements } of observers) {
    for (const target of elements) {
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  }
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

const tickets = Array.from({ length: 3 }, (_, index) => ({ id: index + 1, name: `Ticket ${index + 1}` }));

describe('InfiniteList', () => {
  it('renders the items in a named list and loads more when the end scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onLoadMore = vi.fn();
    const { container } = render(
      <InfiniteList
        aria-label="Tickets"
        items={tickets}
        getKey={(ticket) => ticket.id}
        renderItem={(ticket) => ticket.name}
        hasMore
        onLoadMore={onLoadMore}
        emptyText="No tickets"
      />,
    );
    const list = screen.getByRole('list', { name: 'Tickets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    act(() => scrollSentinelIntoView());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers a keyboard-reachable "Load more" button', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(
      <InfiniteList
        aria-label="Tickets"
        items={tickets}
        getKey={(t) => t.id}
        renderItem={(t) => t.name}
        hasMore
        onLoadMore={onLoadMore}
        emptyText="No tickets"
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not load again while loading and shows a spinner with a busy list', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onLoadMore = vi.fn();
    render(
      <InfiniteList
        aria-label="Tickets"
        items={tickets}
        getKey={(t) => t.id}
        renderItem={(t) => t.name}
        hasMore
        isLoading
        onLoadMore={onLoadMore}
        emptyText="No tickets"
      />,
    );
    act(() => scrollSentinelIntoView());
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tickets' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry button and pauses automatic loading', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(
      <InfiniteList
        aria-label="Tickets"
        items={tickets}
        getKey={(t) => t.id}
        renderItem={(t) => t.name}
        hasMore
        error="Could not load tickets"
        onLoadMore={onLoadMore}
        emptyText="No tickets"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load tickets');
    act(() => scrollSentinelIntoView());
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the end text when everything is loaded and the empty text when there is nothing', () => {
    const { rerender } = render(
      <InfiniteList
        aria-label="Tickets"
        items={tickets}
        getKey={(t) => t.id}
        renderItem={(t) => t.name}
        hasMore={false}
        onLoadMore={vi.fn()}
        endText="No more tickets"
        emptyText="No tickets"
      />,
    );
    expect(screen.getByText('No more tickets')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <InfiniteList
        aria-label="Tickets"
        items={[]}
        getKey={(t: { id: number }) => t.id}
        renderItem={() => null}
        hasMore={false}
        onLoadMore={vi.fn()}
        endText="No more tickets"
        emptyText="No tickets"
      />,
    );
    expect(screen.getByText('No tickets')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No more tickets')).not.toBeInTheDocument();
  });

  it('virtualises long lists: only some rows are in the DOM, each knowing its position', () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, name: `Ticket ${index + 1}` }));
    render(
      <InfiniteList
        aria-label="Tickets"
        items={many}
        getKey={(t) => t.id}
        renderItem={(t) => t.name}
        hasMore={false}
        onLoadMore={vi.fn()}
        emptyText="No tickets"
        virtualizeAbove={100}
        estimateSize={50}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '500');
  });
});
