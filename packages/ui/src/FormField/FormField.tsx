import type { HTMLAttributes, LabelHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from 'react-aria';
import * as styles from './FormField.css.ts';
import { useFieldMessage } from '../Provider/UIProvider.tsx';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** The visible label. Every field has one; it names the control. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The one error message. When set the control is `aria-invalid` and the message is linked with
   * `aria-describedby`.
   */
  errorMessage?: ReactNode;
  /**
   * Marks the field as required (`aria-required`; a visual asterisk hidden from screen readers).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disables the control.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class name for the field wrapper. */
  className?: string;
}

/** Attributes a custom control needs to be wired to its FormField (from the render-function child). */
export interface FormFieldControlProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps extends FieldBaseProps {
  /**
   * The control. Pass a function to receive the attributes that wire a custom control to the label,
   * description and error (`id`, `aria-describedby`, `aria-invalid`); pass nodes when the component
   * wires itself and hands FormField its `labelProps`, `descriptionProps` and `errorMessageProps`.
   */
  children: ReactNode | ((controlProps: FormFieldControlProps) => ReactNode);
  /** Label props from a react-aria hook; when omitted FormField calls `useField` itself. */
  labelProps?: HTMLAttributes<HTMLElement> | LabelHTMLAttributes<HTMLLabelElement>;
  /** Description props from a react-aria hook. */
  descriptionProps?: HTMLAttributes<HTMLElement>;
  /** Error message props from a react-aria hook. */
  errorMessageProps?: HTMLAttributes<HTMLElement>;
  /**
   * Render the label as a <span> (for groups such as radio groups, which are named by aria-labelledby).
   * @default 'label'
   */
  labelElementType?: 'label' | 'span';
  /** Forwarded to the wrapper element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Label, description and a single error message around a control, with the ARIA relations between them.
 * Every form field in the kit renders through it, and custom controls can use its render-function child.
 */
export function FormField(props: FormFieldProps) {
  return props.labelProps ? (
    <FieldLayout {...props} labelProps={props.labelProps} />
  ) : (
    <SelfWiredField {...props} />
  );
}

function SelfWiredField({ children, ...props }: FormFieldProps) {
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label: props.label,
    description: props.description,
    errorMessage: props.errorMessage,
    isInvalid,
  });
  const controlProps: FormFieldControlProps = {
    ...(fieldProps as FormFieldControlProps),
    'aria-invalid': isInvalid || undefined,
    'aria-required': props.isRequired || undefined,
  };
  return (
    <FieldLayout
      {...props}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      {typeof children === 'function' ? children(controlProps) : children}
    </FieldLayout>
  );
}

function FieldLayout({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  className,
  children,
  labelProps,
  descriptionProps,
  errorMessageProps,
  labelElementType = 'label',
  ref,
}: FormFieldProps & { labelProps: NonNullable<FormFieldProps['labelProps']> }) {
  const LabelElement = labelElementType;
  const hasError = errorMessage != null && errorMessage !== false;
  const shownError = useFieldMessage(errorMessage);
  return (
    <div
      ref={ref}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-disabled={isDisabled || undefined}
      data-invalid={hasError || undefined}
    >
      <LabelElement {...(labelProps as HTMLAttributes<HTMLElement>)} className={styles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </LabelElement>
      {description != null && (
        <div {...descriptionProps} className={styles.description}>
          {description}
        </div>
      )}
      {typeof children === 'function' ? null : children}
      {hasError && (
        <div {...errorMessageProps} className={styles.error}>
          {shownError}
        </div>
      )}
    </div>
  );
}
