import { Stack } from '@momento/ui';
import type { FormEvent, ReactNode } from 'react';
import { formPage, text } from './BecomeSeller/BecomeSeller.css.ts';
import { title as titleStyle } from './Profile.css.ts';

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
    <section className={formPage} aria-labelledby={id}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={id}>
        <Stack space="large">
          <h1 id={id} className={titleStyle}>
            {title}
          </h1>
          <p className={text}>{intro}</p>
          {children}
        </Stack>
      </form>
      {after}
    </section>
  );
}
