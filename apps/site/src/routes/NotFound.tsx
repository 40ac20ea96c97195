import { useId } from 'react';
import { Link } from '@momento/ui';
import * as styles from './NotFound.css.ts';

/** 404 page: 'Oops. Nothing here...' with 'Go Back Home'. */
export function NotFound() {
  const notFoundTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={notFoundTitleId}>
      <h1 id={notFoundTitleId} className={styles.title}>
        Oops. Nothing here...
      </h1>
      <Link href="/" appearance={{ variant: 'solid' }}>
        Go Back Home
      </Link>
    </section>
  );
}
