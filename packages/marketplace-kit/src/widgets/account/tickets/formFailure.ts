// The ticket forms' checks give the first failing rule only (see docs/rules/validation.md); these helpers carry that
// one failure into react-hook-form: as a resolver's result, and onto the screen before the focus moves to its field.
import { flushSync } from 'react-dom';
import {
  set,
  type FieldErrors,
  type FieldValues,
  type ResolverResult,
  type UseFormSetError,
} from 'react-hook-form';
import { focusField } from './focusField.ts';

/** A form's first failing rule: its message and the field that shows it (its `data-field` box). */
export interface FieldFailure {
  message: string;
  field: string;
}

/**
 * A resolver's result for `failure`, at `path` (the form value it belongs to, so that react-hook-form checks it again
 * as that value changes after a submit). On submit the failure shows. A check after a change may only keep or reword
 * the message already shown (`isShown(path)`): it goes once its field is right, and no other field gets one before the
 * next submit, so the form still shows one message at a time.
 */
export function failureResult<Values extends FieldValues>(
  values: Values,
  failure: FieldFailure | null,
  path: string,
  { isSubmit, isShown }: { isSubmit: boolean; isShown: (path: string) => boolean },
): ResolverResult<Values> {
  if (!failure || (!isSubmit && !isShown(path))) return { values, errors: {} };
  return { values: {}, errors: errorsAt<Values>(path, failure.message) };
}

/** The form's errors with one message, at `path` (a form's message showing at first: `defaultError`). */
export function errorsAt<Values extends FieldValues>(path: string, message: string): FieldErrors<Values> {
  const errors: FieldValues = {};
  set(errors, path, { type: 'rule', message });
  return errors as FieldErrors<Values>;
}

/**
 * Shows a failure found on submit and moves the focus to its field: rendered first, so that the field is announced
 * already invalid with its message.
 */
export function showFailure<Values extends FieldValues>(
  form: HTMLFormElement | null,
  failure: FieldFailure,
  path: string,
  setError: UseFormSetError<Values>,
): void {
  flushSync(() =>
    setError(path as Parameters<UseFormSetError<Values>>[0], { type: 'rule', message: failure.message }),
  );
  focusField(form, failure.field);
}
