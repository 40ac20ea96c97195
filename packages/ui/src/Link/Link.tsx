import { type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { buttonRecipe } from '../Button/Button.css.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Link.css.ts';
import { useLinkComponent } from './LinkComponent.tsx';
import { uiText } from '../Provider/UITexts.tsx';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];
export const linkTones = ['accent', 'neutral', 'danger'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: an app path ("/tickets/42") or a full URL. */
  href: string;
  children: ReactNode;
  /**
   * `inline` is underlined inside running text; `standalone` is a bold link on its own (navigation, "See all").
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Text colour.
   * @default 'accent'
   */
  tone?: LinkTone;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and tells screen-reader users so.
   * @default false
   */
  isExternal?: boolean;
  /**
   * Text appended (visually hidden) to external links.
   * @default '(opens in a new tab)', the `UITexts` `newTab` text
   */
  externalLabel?: string;
  /**
   * Render the link with the look of a Button (for navigations that look like actions, e.g. "Sign In").
   * Takes the Button's variant, tone and size.
   */
  appearance?: { variant?: ButtonVariant; tone?: ButtonTone; size?: ButtonSize; fullWidth?: boolean };
  /** Forwarded to the anchor. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A navigation link. It renders the component injected with `LinkComponentProvider` (the app's router link),
 * or a plain `<a>`, so ui stays router-agnostic.
 */
export function Link({
  href,
  children,
  variant = 'inline',
  tone = 'accent',
  isExternal = false,
  externalLabel = uiText('newTab'),
  appearance,
  className,
  ref,
  ...props
}: LinkProps) {
  const RouterLink = useLinkComponent();
  const look = appearance
    ? buttonRecipe({
        variant: appearance.variant,
        tone: appearance.tone,
        size: appearance.size,
        fullWidth: appearance.fullWidth,
      })
    : styles.link;
  const shared = {
    ...props,
    ...(appearance ? {} : { 'data-variant': variant, 'data-tone': tone }),
    href,
    ref,
    className: [look, styles.focusRing, className].filter(Boolean).join(' '),
  };
  if (isExternal) {
    // External URLs never go through the router.
    return (
      <a {...shared} target="_blank" rel="noopener noreferrer">
        {children}
        {/* The separate space keeps the words apart in the accessible name in every name algorithm. */}{' '}
        <VisuallyHidden>{externalLabel}</VisuallyHidden>
      </a>
    );
  }
  // The component comes from context and is stable for the life of the provider, not created per render.
  // eslint-disable-next-line react-hooks/static-components
  return <RouterLink {...shared}>{children}</RouterLink>;
}
