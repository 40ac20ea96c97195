import type { ReactNode } from 'react';
import { Overlay as AriaOverlay } from 'react-aria';
import { usePortalContainer, useThemeName } from '../Provider/UIProvider.tsx';
import { resetRoot } from '../theme/reset.css.ts';
import { themeClasses } from '../theme/themes.css.ts';
import { portalRoot } from './Overlay.css.ts';

export interface PortalOverlayProps {
  children: ReactNode;
  /**
   * Whether focus stays inside the overlay (modal dialogs, drawers). Popovers let react-aria decide.
   * @default false
   */
  shouldContainFocus?: boolean;
  /**
   * Skips react-aria's focus scope (toasts manage focus themselves and must never trap it).
   * @default false
   */
  disableFocusManagement?: boolean;
  /**
   * Marks the overlay as a top layer for react-aria: an open modal then leaves it visible to screen readers and
   * does not count a press in it as outside. For popups that belong to a field inside a modal and are not
   * react-aria overlays themselves (the Combobox's list); react-aria's own popovers manage this already.
   * @default false
   */
  topLayer?: boolean;
}

/**
 * Renders an overlay into the provider's portal container (`document.body` outside a provider or when
 * none is set). Every overlay in the kit goes through here so the embed can keep them inside its shadow
 * root, where the widget's styles live.
 */
export function PortalOverlay({
  children,
  shouldContainFocus = false,
  disableFocusManagement = false,
  topLayer = false,
}: PortalOverlayProps) {
  const container = usePortalContainer();
  const theme = useThemeName();
  return (
    <AriaOverlay
      // react-aria types the container as Element, but it only hands it to `createPortal`, which accepts a
      // ShadowRoot (a DocumentFragment) just as well: that is how overlays reach the embed's shadow root.
      portalContainer={container as Element | undefined}
      shouldContainFocus={shouldContainFocus}
      disableFocusManagement={disableFocusManagement}
    >
      {/* The portal sits outside the provider's element, so it carries the theme and reset classes itself. */}
      <div
        className={`${themeClasses[theme]} ${resetRoot} ${portalRoot}`}
        data-theme={theme}
        data-react-aria-top-layer={topLayer || undefined}
      >
        {children}
      </div>
    </AriaOverlay>
  );
}
