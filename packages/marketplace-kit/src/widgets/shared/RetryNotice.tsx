import { rateLimitRefusal, retryWaitText } from '@momento/contract';
import { Alert, VisuallyHidden } from '@momento/ui';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';

const secondsUntil = (time: number): number => Math.max(0, Math.ceil((time - Date.now()) / 1000));

export interface RetryNoticeProps {
  /** The last failure of the form's request; the notice shows only for a 429 (RATE_LIMITED). */
  error: unknown;
}

/**
 * The wait after the server's abuse limit refused a form's request (429 with Retry-After), in the form's error area:
 * the server's refusal and the wait, counted down each second ('You are sending messages too quickly. Please try
 * again in 41 seconds.'), gone once the wait is over. Screen readers hear it once, as it appears: the ticking
 * seconds are hidden from them, and the wait as first given is read instead.
 */
export function RetryNotice({ error }: RetryNoticeProps) {
  if (!isApiError(error) || error.code !== 'RATE_LIMITED') return null;
  // Without a Retry-After the server's message says it all.
  if (error.retryAt === null) return <Alert tone="danger">{error.message}</Alert>;
  // A new refusal starts a new countdown.
  return <Countdown key={error.retryAt} refusal={rateLimitRefusal(error.message)} retryAt={error.retryAt} />;
}

function Countdown({ refusal, retryAt }: { refusal: string; retryAt: number }) {
  const [firstWait] = useState(() => secondsUntil(retryAt));
  const [seconds, setSeconds] = useState(firstWait);
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(retryAt);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  if (seconds === 0) return null;
  return (
    <Alert tone="danger">
      {refusal} <span aria-hidden="true">{retryWaitText(seconds)}</span>
      <VisuallyHidden>{retryWaitText(firstWait)}</VisuallyHidden>
    </Alert>
  );
}
