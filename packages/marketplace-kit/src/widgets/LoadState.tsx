import { Box, Spinner } from '@momento/ui';
import { browseTexts } from './browseTexts.ts';
import * as shared from './browse.css.ts';

/** The spinner of a page or list that is loading its first data. */
export function LoadingState({ label = browseTexts.loading }: { label?: string }) {
  return (
    <Box display="flex" justifyContent="center" paddingY="xlarge">
      <Spinner label={label} size="large" />
    </Box>
  );
}

/** A message in place of content: an empty or end text (status) or a load error (alert). */
export function MessageState({ children, tone = 'neutral' }: { children: string; tone?: 'neutral' | 'danger' }) {
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
