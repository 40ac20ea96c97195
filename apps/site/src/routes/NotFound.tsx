import { Link } from '@momento/ui';
import * as styles from './NotFound.css.ts';

/** 404 page: 'Oops. Nothing here...' with 'Go Back Home'. */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Oops. Nothing here...
      </h1>
      <Link href="/" appearance={{ variant: 'solid' }}>
        Go Back Home
      </Link>
    </section>
  );
}
