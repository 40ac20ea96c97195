import { useId } from 'react';
import * as admin from './admin.css.ts';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceGroupProps {
  /** The group's visible name ('Kind', 'Period'). */
  label: string;
  options: readonly ChoiceOption[];
  /** The chosen option's value. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter of a few choices as the browser's own radio buttons in a named radio group (arrow keys move between
 * them, as in any radio group): the admin area's filters stay light enough for each page's size budget.
 */
export function ChoiceGroup({ label, options, value, onChange }: ChoiceGroupProps) {
  const labelId = useId();
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={admin.choiceGroup}>
      <span id={labelId} className={admin.choiceLabel}>
        {label}
      </span>
      <div className={admin.choices}>
        {options.map((option) => (
          <label key={option.value} className={admin.checkLabel}>
            <input
              type="radio"
              className={admin.checkbox}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
