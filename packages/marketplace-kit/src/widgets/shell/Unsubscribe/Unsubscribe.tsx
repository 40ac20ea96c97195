import { useEffect } from 'react';
import { useUnsubscribe } from '#api/notifications/useNotificationPreferences.ts';
import { UnsubscribeView } from './UnsubscribeView.tsx';

export interface UnsubscribeProps {
  /** The `token` query parameter of the e-mail's link. */
  token: string | null;
}

/** /unsubscribe, connected: applies the link's token once on arrival (no sign-in needed); no token fails at once. */
export function Unsubscribe({ token }: UnsubscribeProps) {
  const unsubscribe = useUnsubscribe();
  const { run } = unsubscribe;
  useEffect(() => {
    if (token) void run(token);
  }, [run, token]);
  const state =
    !token || unsubscribe.error !== undefined
      ? 'failed'
      : unsubscribe.data !== undefined
        ? 'done'
        : 'working';
  return <UnsubscribeView state={state} kind={unsubscribe.data?.kind ?? ''} />;
}
