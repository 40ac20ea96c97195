import { dispatch, embedEvents, type ErrorDetail, type ReadyDetail } from './events.ts';

// `Momento.mount(...).ready`: each widget's first outcome, kept by the widget chunk (the loader only asks for it).

interface Outcome {
  promise: Promise<ReadyDetail>;
  settle(detail: ReadyDetail | ErrorDetail): void;
}
/** Each widget's first outcome, `momento:ready` or `momento:error` (`Momento.mount(...).ready`). */
const outcomes = new WeakMap<Element, Outcome>();

function outcomeOf(element: Element): Outcome {
  let outcome = outcomes.get(element);
  if (!outcome) {
    let settle: Outcome['settle'] = () => {};
    const promise = new Promise<ReadyDetail>((resolve, reject) => {
      settle = (detail) => ('message' in detail ? reject(new Error(detail.message)) : resolve(detail));
    });
    // A page that never asks gets no unhandled rejection.
    promise.catch(() => {});
    outcome = { promise, settle };
    outcomes.set(element, outcome);
  }
  return outcome;
}

/** The widget's first `momento:ready` detail, or its first `momento:error` as an Error, also when it came earlier. */
export const whenReady = (element: Element): Promise<ReadyDetail> => outcomeOf(element).promise;

/** The widget on `element` unmounted: its next mount has an outcome of its own. */
export const forgetOutcome = (element: Element) => outcomes.delete(element);

/** `momento:ready` or `momento:error`, the widget's outcome: also settles its `ready`. */
export function dispatchOutcome(element: Element, detail: ReadyDetail | ErrorDetail) {
  outcomeOf(element).settle(detail);
  if ('message' in detail) dispatch(element, embedEvents.error, detail);
  else dispatch(element, embedEvents.ready, detail);
}
