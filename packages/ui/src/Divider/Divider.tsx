import { useSeparator } from 'react-aria';
import type { Ref } from 'react';
import * as styles from './Divider.css.ts';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];

export interface DividerProps {
  /**
   * Direction of the rule. A vertical divider separates items in a row.
   * @default 'horizontal'
   */
  orientation?: DividerOrientation;
  /** Extra class names. */
  className?: string;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** A thin rule between groups of content, exposed as a separator to assistive technology. */
export function Divider({ orientation = 'horizontal', className, ref }: DividerProps) {
  // A horizontal rule is an <hr>; a vertical one is a <div role="separator"> (hr cannot be vertical in every AT).
  const elementType = orientation === 'horizontal' ? 'hr' : 'div';
  const { separatorProps } = useSeparator({ orientation, elementType });
  const props = {
    ...separatorProps,
    'data-orientation': orientation,
    className: [styles.root, className].filter(Boolean).join(' '),
  };
  return orientation === 'horizontal' ? (
    <hr {...props} ref={ref as Ref<HTMLHRElement>} />
  ) : (
    <div {...props} ref={ref as Ref<HTMLDivElement>} />
  );
}
