import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocaleMessages } from '../locale/LocaleContext.tsx';
import { applyTexts, translateText } from '../locale/texts.ts';
import { errorTexts, notices } from '../texts.ts';
import { useMarketplace } from '../provider/MarketplaceProvider.tsx';
import type { Client } from './client.ts';
import { isAbortError, isApiError } from './ApiError.ts';
import { revalidateInfiniteLists } from './infiniteLists.ts';

/** Every request tracks idle, pending, success and failure and is reset to idle after being handled (see docs/rules/statuses.md). */
export type RequestStatus = 'idle' | 'pending' | 'success' | 'failure';

export interface MutationContext {
  client: Client;
  signal: AbortSignal;
}

export type MutationOutcome<Result> = { ok: true; data: Result } | { ok: false; error: unknown };

export interface MutationOptions<Input, Result> {
  /** Toast on success (the spec's notice, e.g. 'Item Added to Cart'); a function may pick one from the result. */
  successNotice?: string | ((result: Result, input: Input) => string | null);
  /**
   * Toast on failure: the server's `error.message`, else this fallback ('Login failed'). `false` shows nothing
   * (add to cart: "failure only resets status").
   * @default errorTexts.somethingWentWrong
   */
  errorNotice?: string | false;
  /**
   * Also toast the ERR0010 text when the server answers with that code (offers and messages:
   * an e-mail address, a phone number or an off-platform payment link, docs/rules/validation.md).
   * @default false
   */
  offContactNotice?: boolean;
  /** SWR keys (or key filters) to revalidate after success. */
  invalidate?: (
    result: Result,
    input: Input,
  ) => ReadonlyArray<readonly unknown[] | ((key: unknown) => boolean)>;
  /**
   * Writes the reply into the caches it replaces (the cart a write answers with). Runs before `onSuccess`, and also
   * when the widget that sent the write has closed meanwhile, unlike `onSuccess` and the notices.
   */
  updateCache?: (result: Result, input: Input) => unknown;
  onSuccess?: (result: Result, input: Input) => void;
  onError?: (error: unknown, input: Input) => void;
  /**
   * Go back to idle once success or failure has been handled (see docs/rules/statuses.md). Set false to keep the final status.
   * @default true
   */
  resetAfterHandling?: boolean;
}

export interface MutationState<Input, Result> {
  status: RequestStatus;
  /** True while pending (spinners, disabled buttons). */
  isPending: boolean;
  /** The last result; kept until the next run. */
  data: Result | undefined;
  /** The last failure; kept until the next run. */
  error: unknown;
  /** Runs the request. Never rejects: the outcome says whether it worked (toasts are already shown). */
  run(input: Input): Promise<MutationOutcome<Result>>;
  reset(): void;
}

/**
 * The request lifecycle of one mutation: idle -> pending -> success | failure -> idle, with the spec's notices as
 * toasts. A newer run aborts the older one (no toast for aborts). Unmounting does not abort the one in flight: the
 * server may already be applying it (a dialog closed while Accept is pending), so it finishes and its invalidations
 * still run, which reloads what it changed wherever that is shown; only its state, notices and callbacks are dropped.
 */
export function useMutation<Input, Result>(
  request: (input: Input, context: MutationContext) => Promise<Result>,
  options: MutationOptions<Input, Result> = {},
): MutationState<Input, Result> {
  const { client, toast } = useMarketplace();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<RequestStatus>('idle');
  const [data, setData] = useState<Result | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const controllerRef = useRef<AbortController | null>(null);
  const latest = useRef({ request, options });
  // The provider's texts, read when a run ends: the notices (handed in as English texts) in the widgets' language.
  const messages = useLocaleMessages();
  const words = useRef(messages);
  useEffect(() => {
    words.current = messages;
  }, [messages]);
  useEffect(() => {
    latest.current = { request, options };
  });
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on a remount: a development double mount runs this cleanup and then this effect once more.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (input: Input): Promise<MutationOutcome<Result>> => {
      const { request: send, options: opts } = latest.current;
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setStatus('pending');
      setError(undefined);
      const settle = (final: RequestStatus) => setStatus(opts.resetAfterHandling === false ? final : 'idle');
      try {
        const result = await send(input, { client, signal: controller.signal });
        if (controller.signal.aborted) return { ok: false, error: controller.signal.reason };
        // After an unmount the whole provider may be gone with its cache (a page or story closed): SWR then refuses
        // the writes, which have nothing left to update. They are dropped quietly instead of failing unhandled.
        const quietly = (write: () => unknown) => {
          try {
            void Promise.resolve(write()).catch(() => undefined);
          } catch {
            // the cache is gone
          }
        };
        const refresh = () => {
          quietly(() => opts.updateCache?.(result, input));
          for (const key of opts.invalidate?.(result, input) ?? []) {
            // Two branches only so that TypeScript picks SWR's key overload or its filter overload.
            if (typeof key === 'function') {
              quietly(() => mutate(key));
              // SWR's filter skips infinite lists; the lists on screen whose base key matches reload here.
              quietly(() => revalidateInfiniteLists(key));
            } else quietly(() => mutate(key));
          }
        };
        if (!mounted.current) {
          refresh();
          return { ok: true, data: result };
        }
        setData(result);
        setStatus('success');
        const notice =
          typeof opts.successNotice === 'function' ? opts.successNotice(result, input) : opts.successNotice;
        if (notice) toast.success(translateText(words.current, 'notices', notices, notice));
        refresh();
        opts.onSuccess?.(result, input);
        settle('success');
        return { ok: true, data: result };
      } catch (failure) {
        if (isAbortError(failure) || controller.signal.aborted || !mounted.current) {
          if (mounted.current) setStatus('idle');
          return { ok: false, error: failure };
        }
        setError(failure);
        setStatus('failure');
        const errors = applyTexts(errorTexts, words.current?.errors);
        if (opts.errorNotice !== false) {
          const fallback = opts.errorNotice ?? errors.somethingWentWrong;
          toast.error(isApiError(failure) && failure.message ? failure.message : fallback);
        }
        if (opts.offContactNotice && isApiError(failure) && failure.code === 'ERR0010') {
          toast.error(errors.offContactInfo);
        }
        opts.onError?.(failure, input);
        settle('failure');
        return { ok: false, error: failure };
      }
    },
    [client, toast, mutate],
  );

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    setStatus('idle');
    setData(undefined);
    setError(undefined);
  }, []);

  return { status, isPending: status === 'pending', data, error, run, reset };
}
