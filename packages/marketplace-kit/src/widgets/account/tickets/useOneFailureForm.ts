// The ticket forms' react-hook-form set up for their one-failure rule (formFailure.ts): the resolver that tells a
// submit's check from a change's, the message showing at first, and the submit that shows the first failure on its
// field and moves the focus there. The ticket form and the Edit event dialog use it.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type ResolverResult,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { errorsAt, failureResult, showFailure, type FieldFailure } from './formFailure.ts';

export interface OneFailureFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The form's checks, the first failing rule only (null: the values are valid). */
  check: (values: Values) => FieldFailure | null;
  /** The form value a failure's field belongs to (react-hook-form checks it again as that value changes). */
  pathOf: (field: string) => string;
  /** A message showing at first, at its form value (stories: the form with a validation error). */
  initialError?: { path: string; message: string } | null;
}

export interface OneFailureForm<Values extends FieldValues> {
  methods: UseFormReturn<Values>;
  /** For the form element: a failure's field is found in it (its `data-field` box). */
  form: RefObject<HTMLFormElement | null>;
  /** The form's submit: `save` with valid values, otherwise the first failure shown on its field, which gets the focus. */
  submit: (save: SubmitHandler<Values>) => (event: FormEvent<HTMLFormElement>) => void;
}

export function useOneFailureForm<Values extends FieldValues>({
  defaultValues,
  check,
  pathOf,
  initialError = null,
}: OneFailureFormOptions<Values>): OneFailureForm<Values> {
  const form = useRef<HTMLFormElement>(null);
  const [errors] = useState(() =>
    initialError ? errorsAt<Values>(initialError.path, initialError.message) : undefined,
  );
  // Set by a submit, for the resolver's next check: the submit's (a failure shows) rather than a change's.
  const submitting = useRef(false);
  const methods = useForm<Values>({
    defaultValues,
    resolver: (values): ResolverResult<Values> => {
      const isSubmit = submitting.current;
      submitting.current = false;
      const failure = check(values);
      return failureResult(values, failure, failure ? pathOf(failure.field) : '', {
        isSubmit,
        isShown: (path): boolean => methods.getFieldState(path as FieldPath<Values>).invalid,
      });
    },
    errors,
    shouldFocusError: false,
  });
  const submit = (save: SubmitHandler<Values>) => (event: FormEvent<HTMLFormElement>) => {
    submitting.current = true;
    void methods.handleSubmit(save, () => {
      const failure = check(methods.getValues());
      if (failure) showFailure(form.current, failure, pathOf(failure.field), methods.setError);
    })(event);
  };
  return { methods, form, submit };
}
