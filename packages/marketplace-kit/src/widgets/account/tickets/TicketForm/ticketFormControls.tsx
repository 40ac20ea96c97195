// The ticket form's controlled fields on react-hook-form (the form's values and messages are in its FormProvider).
import { Select, TextField, type SelectOption, type TextFieldProps } from '@momento/ui';
import type { ReactNode } from 'react';
import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { errorPath, type TicketFormState } from './ticketFormModel.ts';

/** The message a field shows, by its `data-field` name (the new event's fields and team/artist rows included). */
export function useFieldError(): (field: string) => string | undefined {
  const { errors } = useFormState<TicketFormState>();
  return (field) => (get(errors, errorPath(field)) as FieldError | undefined)?.message;
}

type TextName =
  | 'listing_name'
  | 'cost'
  | 'auto_accept'
  | 'auto_decline'
  | 'section'
  | 'row'
  | 'seat'
  | 'face_price'
  | 'grade';

export interface FormTextFieldProps extends Pick<TextFieldProps, 'label' | 'inputMode' | 'isRequired'> {
  name: TextName;
  /** What shows under the field, in its box (the price's comparison with similar tickets). */
  children?: ReactNode;
}

/** A text field of the form in its `data-field` box (the focus on a failed submit finds it there), with its message. */
export function FormTextField({ name, children, ...props }: FormTextFieldProps) {
  const { field, fieldState } = useController<TicketFormState, TextName>({ name });
  return (
    <div data-field={name}>
      <TextField
        {...props}
        name={name}
        value={field.value}
        onChange={field.onChange}
        errorMessage={fieldState.error?.message}
      />
      {children}
    </div>
  );
}

type SelectName = 'ticket_type' | 'seat_type' | 'quality' | 'collection';

export interface FormSelectProps {
  name: SelectName;
  label: string;
  options: readonly SelectOption[];
  isRequired?: boolean;
  /** The option that stands for no value (the collection's 'No collection', value ''). */
  noneOption?: string;
}

/** A select of the form in its `data-field` box, with its message. */
export function FormSelect({ name, label, options, isRequired, noneOption }: FormSelectProps) {
  const { field, fieldState } = useController<TicketFormState, SelectName>({ name });
  return (
    <div data-field={name}>
      <Select
        label={label}
        options={noneOption === undefined ? options : [{ value: '', label: noneOption }, ...options]}
        value={noneOption === undefined ? field.value : (field.value ?? '')}
        onChange={(value) => field.onChange(value ? value : null)}
        errorMessage={fieldState.error?.message}
        isRequired={isRequired}
      />
    </div>
  );
}
