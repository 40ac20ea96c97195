import { describe, expect, it, vi } from 'vitest';
import { createHandlerSet, createObservable } from './observable.ts';

describe('createHandlerSet', () => {
  it('calls every added handler in order on emit, and no longer calls a removed one', () => {
    const handlers = createHandlerSet();
    const calls: string[] = [];
    handlers.add(() => calls.push('first'));
    const removeSecond = handlers.add(() => calls.push('second'));
    handlers.emit();
    removeSecond();
    handlers.emit();
    expect(calls).toEqual(['first', 'second', 'first']);
  });
});

describe('createObservable', () => {
  it('returns the same snapshot until set replaces it, then tells every listener', () => {
    const initial = { count: 0 };
    const store = createObservable(initial);
    const listener = vi.fn(() => expect(store.getSnapshot()).toEqual({ count: 1 }));
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe(initial);

    store.set({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(initial);
    expect(store.getSnapshot()).toEqual({ count: 1 });
  });

  it('stops telling a listener after its unsubscribe runs', () => {
    const store = createObservable('a');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set('b');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe('b');
  });
});
