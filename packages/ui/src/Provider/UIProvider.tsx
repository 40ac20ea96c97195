import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resetRoot } from '../theme/reset.css.ts';
import { themeClasses } from '../theme/themes.css.ts';
import type { ThemeName } from '../theme/tokens.ts';

interface UIContextValue {
  /** Where overlays (dialogs, popovers, toasts) portal to; `undefined` means `document.body`. */
  portalContainer: Element | DocumentFragment | undefined;
  theme: ThemeName;
}

const UIContext = createContext<UIContextValue | null>(null);

export interface UIProviderProps {
  children: ReactNode;
  /**
   * The colour theme applied to this subtree.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * Element overlays render into. The embed passes a node inside its shadow root so that dialogs and
   * popovers get the widget's styles and stay out of the host page.
   * @default document.body
   */
  portalContainer?: Element | DocumentFragment;
  /** Extra class names for the root element. */
  className?: string;
}

/**
 * Applies a theme and the scoped reset to its subtree and tells overlays where to portal.
 * Works on a page and inside a shadow root alike.
 */
export function UIProvider({ children, theme = 'light', portalContainer, className }: UIProviderProps) {
  const value = useMemo(() => ({ portalContainer, theme }), [portalContainer, theme]);
  const classes = [themeClasses[theme], resetRoot, className].filter(Boolean).join(' ');
  return (
    <UIContext.Provider value={value}>
      <div className={classes} data-theme={theme}>
        {children}
      </div>
    </UIContext.Provider>
  );
}

/** The nearest UIProvider's settings. Throws an actionable error outside one. */
export function useUI(): UIContextValue {
  const context = useContext(UIContext);
  if (!context) {
    throw new Error(
      'useUI: no <UIProvider> above this component. Wrap your app in <UIProvider> (or <MarketplaceProvider>, which includes it).',
    );
  }
  return context;
}

/** The portal container for overlays, or `undefined` (document.body) outside a provider. */
export function usePortalContainer(): Element | DocumentFragment | undefined {
  return useContext(UIContext)?.portalContainer;
}

/**
 * The nearest UIProvider's theme, or 'light' outside one. Portalled overlays use it to carry the theme
 * class with them, since they render outside the provider's element.
 */
export function useThemeName(): ThemeName {
  return useContext(UIContext)?.theme ?? 'light';
}

// Field error messages through a translator. Kept in this module (loaded with every provider) rather than with the
// fields, so that a page carries it in the chunk it already loads.
/**
 * Translates a field's error message as the fields show it: a function from the message as the form hands it over
 * (a string) to the text to show. A message it does not know comes back as it was.
 */
export type FieldMessageTranslator = (message: string) => string;

const FieldMessageContext = createContext<FieldMessageTranslator | undefined>(undefined);

/**
 * Gives every field below it a translator for its error messages (a form validates in one language, the fields show
 * the message in the page's). Without one a field shows its `errorMessage` as given.
 */
export const FieldMessageProvider = FieldMessageContext.Provider;

/** `message` as a field shows it: a string through the nearest translator, anything else unchanged. */
export function useFieldMessage(message: ReactNode): ReactNode {
  const translate = useContext(FieldMessageContext);
  return translate && typeof message === 'string' ? translate(message) : message;
}
