import { Button } from '@momento/ui';
import { errorMessage } from '#api/ApiError.ts';
import { adminTexts as englishAdminTexts } from './adminTexts.ts';
import * as shared from '#widgets/shared/lists.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface LoadErrorProps {
  /** The failed request's error: the server's message shows when it has one. */
  error: unknown;
  /** Asks again. */
  onRetry?: () => void;
}

/** An admin area page or part that failed to load: what failed, and a Try again button that asks again. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const t = useTexts('console', englishAdminTexts);
  return (
    <div role="alert" className={shared.errorText}>
      <p>{errorMessage(error, t.loadFailed)}</p>
      {onRetry ? (
        <Button variant="outline" onPress={onRetry}>
          {t.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
