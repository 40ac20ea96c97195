import { useState, type FocusEvent, type Ref } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { FieldBaseProps } from '../FormField/FormField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { uiText } from '../Provider/UITexts.tsx';

export interface PasswordFieldProps extends FieldBaseProps {
  /** The value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name. */
  name?: string;
  /**
   * Autofill hint: `current-password` on sign-in forms, `new-password` on sign-up and reset forms.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /**
   * Accessible name of the show/hide toggle (a toggle button: `aria-pressed` says whether the password shows).
   * @default 'Show password', the `UITexts` `showPassword` text
   */
  toggleLabel?: string;
  /** Forwarded to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

const EyeIcon = ({ isOpen }: { isOpen: boolean }) => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {!isOpen && <path d="M3 3l18 18" />}
  </svg>
);

/** A password input with a show/hide toggle button. */
export function PasswordField({
  autoComplete = 'current-password',
  toggleLabel = uiText('showPassword'),
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <IconButton
          label={toggleLabel}
          variant="ghost"
          tone="neutral"
          size="small"
          isDisabled={props.isDisabled}
          aria-pressed={isVisible}
          onPress={() => setVisible((visible) => !visible)}
        >
          <EyeIcon isOpen={isVisible} />
        </IconButton>
      }
    />
  );
}
