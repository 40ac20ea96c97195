import { Box, Spinner } from '@momento/ui';
import { listTexts } from './listTexts.ts';
import * as shared from './lists.css.ts';

/** The spinner of a page or list that is loading its first data. */
export function LoadingState({ label = listTexts.loading }: { label?: string }) {
  return (
    <Box display="flex" justifyContent="center" paddingY="xlarge">
      <Spinner label={label} size="large" />
    </Box>
  );
}

/** A message in place of content: an empty or end text (status) or a load error (alert). */
export function MessageState({
  children,
  tone = 'neutral',
}: {
  children: string;
  tone?: 'neutral' | 'danger';
}) {
  return tone === 'danger' ? (
    <p role="alert" className={shared.errorText}>
      {children}
    </p>
  ) : (
    <p role="status" className={shared.statusText}>
      {children}
    </p>
  );
}
