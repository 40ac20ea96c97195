import { Stack } from '@momento/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './BecomeSeller/BecomeSeller.css.ts';

export interface AccountFormPageProps {
  /** The heading's id; it names the page's section and form. */
  id: string;
  title: string;
  /** The text under the heading. */
  intro: string;
  onSubmit: (event: FormEvent) => void;
  /** The fields and the submit button. */
  children: ReactNode;
  /** Next to the form, outside it (its dialogs). */
  after?: ReactNode;
}

/** A page that is one form (Become a seller, Delete account): heading, text, the fields; named by its heading. */
export function AccountFormPage({ id, title, intro, onSubmit, children, after }: AccountFormPageProps) {
  return (
    <section className={styles.page} aria-labelledby={id}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={id}>
        <Stack space="large">
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          <p className={styles.text}>{intro}</p>
          {children}
        </Stack>
      </form>
      {after}
    </section>
  );
}
