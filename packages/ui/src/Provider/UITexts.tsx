import { createContext, use, useContext, useMemo, type ReactNode } from 'react';

/**
 * The texts the components show when a prop does not give its own: accessible names of their buttons, status texts and
 * placeholders. English by default; `UITextsProvider` gives a subtree another language. A component's own prop (such as
 * `closeLabel` or `pendingLabel`) always wins over these.
 */
export interface UITexts {
  /** A pending Button's announced text, Loader's and InfiniteList's loading text. */
  loading: string;
  /** The close button of Dialog, Drawer, a toast and Gallery's zoom dialog. */
  close: string;
  /** Alert's dismiss button. */
  dismiss: string;
  /** The toasts' landmark. */
  notifications: string;
  /** Carousel's buttons. */
  previous: string;
  next: string;
  /** Carousel's name of a slide. */
  slide: (n: number, total: number) => string;
  /** Gallery: the main image's button, the thumbnails' group and buttons, the zoom dialog's buttons. */
  zoomImage: string;
  thumbnails: string;
  showImage: (n: number, total: number) => string;
  previousImage: string;
  nextImage: string;
  /** InfiniteList's buttons. */
  loadMore: string;
  tryAgain: string;
  /** Combobox's list states and its toggle button. */
  searching: string;
  noResults: string;
  optionsFailed: string;
  showSuggestions: string;
  hideSuggestions: string;
  /** Select's placeholder. */
  selectOption: string;
  /** PasswordField's toggle. */
  showPassword: string;
  /** AlertDialog's buttons. */
  yes: string;
  no: string;
  /** DatePicker's calendar button and an empty date segment. */
  chooseDate: string;
  emptySegment: string;
  /** Told to screen-reader users after an external Link. */
  newTab: string;
  /** StarRatingInput's name of a star. */
  stars: (n: number) => string;
  /** FileDrop's button, drop hint and remove buttons (one file, several files). */
  chooseFile: string;
  chooseFiles: string;
  dropFile: string;
  dropFiles: string;
  removeFile: (fileName: string) => string;
  /** FileDrop's refusals: a file of a type not accepted, too many files, a file over the size limit (`maxSize` formatted). */
  fileType: (fileName: string) => string;
  fileCount: (maxFiles: number) => string;
  fileTooLarge: (fileName: string, maxSize: string) => string;
}

/** The English texts, the components' defaults. */
export const defaultUITexts: UITexts = {
  loading: 'Loading',
  close: 'Close',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  previous: 'Previous',
  next: 'Next',
  slide: (n, total) => `${n} of ${total}`,
  zoomImage: 'Zoom image',
  thumbnails: 'Thumbnails',
  showImage: (n, total) => `Show image ${n} of ${total}`,
  previousImage: 'Previous image',
  nextImage: 'Next image',
  loadMore: 'Load more',
  tryAgain: 'Try again',
  searching: 'Loading…',
  noResults: 'No results',
  optionsFailed: 'Could not load options',
  showSuggestions: 'Show suggestions',
  hideSuggestions: 'Hide suggestions',
  selectOption: 'Select an option',
  showPassword: 'Show password',
  yes: 'Yes',
  no: 'No',
  chooseDate: 'Choose date',
  emptySegment: 'Empty',
  newTab: '(opens in a new tab)',
  stars: (n) => (n === 1 ? '1 star' : `${n} stars`),
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  dropFile: 'or drag it here',
  dropFiles: 'or drag them here',
  removeFile: (fileName) => `Remove ${fileName}`,
  fileType: (fileName) => `${fileName} is not an accepted file type`,
  fileCount: (maxFiles) =>
    maxFiles === 1 ? 'You can add only one file' : `You can add up to ${maxFiles} files`,
  fileTooLarge: (fileName, maxSize) => `${fileName} is larger than ${maxSize}`,
};

const UITextsContext = createContext<UITexts>(defaultUITexts);

const UILocaleContext = createContext<string | undefined>(undefined);

export interface UITextsProviderProps {
  /** The texts to show below; English fills every text not given. */
  texts: Partial<UITexts> | undefined;
  /**
   * The locale (BCP 47) of the number and date fields below: how they format and read amounts and dates, and
   * react-aria's own texts inside them. Without it they follow the browser's language.
   */
  locale?: string;
  children: ReactNode;
}

/** Gives the components below it their texts in another language (MarketplaceProvider installs it from its `messages`). */
export function UITextsProvider({ texts, locale, children }: UITextsProviderProps) {
  const value = useMemo(() => (texts ? { ...defaultUITexts, ...texts } : defaultUITexts), [texts]);
  return (
    <UILocaleContext.Provider value={locale}>
      <UITextsContext.Provider value={value}>{children}</UITextsContext.Provider>
    </UILocaleContext.Provider>
  );
}

/** The nearest UITextsProvider's locale, if it gave one. */
export function useUILocale(): string | undefined {
  return useContext(UILocaleContext);
}

/**
 * One of the nearest provider's texts (English outside one), for a prop's default (`closeLabel = uiText('close')`): it
 * reads the context with `use` only when the prop is not given.
 */
export function uiText<K extends keyof UITexts>(key: K): UITexts[K] {
  // `use` may be called anywhere during render, conditionally too (https://react.dev/reference/react/use); this runs
  // only while a component renders. The rule knows hooks only by their `use` names.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return use(UITextsContext)[key];
}

/** The nearest provider's texts (English outside one). */
export function useUITexts(): UITexts {
  return useContext(UITextsContext);
}
