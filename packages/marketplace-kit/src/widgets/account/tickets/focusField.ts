/** Focusable parts of a field, the first of which gets the focus when the field shows a message. */
const FOCUSABLE =
  'input:not([type=hidden]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"]), [role=spinbutton]';

/** Focuses the field whose wrapper carries `data-field={field}` inside `root` (its first focusable part). */
export function focusField(root: HTMLElement | null, field: string): void {
  root?.querySelector(`[data-field="${field}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}
