import { Button, Checkbox, Combobox, Radio, RadioGroup, type ComboboxOption } from '@momento/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import {
  defaultSnippetActions,
  previewDocument,
  snippetActions,
  snippetGap,
  snippetHtml,
  snippetModes,
  type EmbedSnippet,
  type SnippetHost,
  type SnippetMode,
  type SnippetWidget,
} from '../embedSnippet.ts';
import {
  embedSnippetTexts as englishTexts,
  fontChoices,
  limitChoices,
  radiusChoices,
} from '../embedSnippetTexts.ts';
import * as styles from './EmbedSnippetBuilder.css.ts';

/** A seller as the builder shows them: the id the snippet names and the name the form shows. */
export interface SnippetSeller {
  id: string;
  name: string;
}

/** Searches by the typed text; the option's `value` is the id the snippet names. */
export type SnippetSearch = (text: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;

/** The accent the colour input starts from when the partner first asks for their own (the light theme's). */
const STARTING_ACCENT = '#00796b';
/** The radio's value for "the theme's own value" (a radio cannot hold an empty value). */
const THEME_VALUE = 'theme';
/** The embed's own number of tickets (`data-limit` left out). */
const DEFAULT_LIMIT = 6;

export interface EmbedSnippetBuilderViewProps {
  /** Where the snippet's loader, API and site are (this Momento site's absolute URLs). */
  host: SnippetHost;
  /** The page's heading. */
  title: string;
  /** The line under the heading. */
  intro: string;
  /** Attribution written as `data-partner` (the admin area's partner). @default none */
  partner?: string;
  /** The seller page: the tickets widget shows this seller's tickets, and no seller is chosen. @default none (a seller picker) */
  ownSeller?: SnippetSeller;
  /** The ticket picker's search (the seller's own tickets on the seller page). */
  searchTickets: SnippetSearch;
  /** The seller picker's search (the admin area). Needed without `ownSeller`. */
  searchSellers?: SnippetSearch;
  /** The description the form starts from. @default a ticket (a seller's tickets with `ownSeller`), the default actions, light */
  defaultValue?: EmbedSnippet;
  /** The preview follows the form this long after its last change, in milliseconds. @default 400 */
  previewDelayMs?: number;
  /** Where Copy snippet writes; null when there is none (the text is then selected to copy by hand). @default navigator.clipboard */
  clipboard?: Pick<Clipboard, 'writeText'> | null;
}

function startingSnippet(partner: string | undefined, ownSeller: SnippetSeller | undefined): EmbedSnippet {
  return {
    widget: ownSeller ? 'listings' : 'ticket',
    ...(ownSeller ? { seller: ownSeller.id } : {}),
    actions: defaultSnippetActions,
    theme: { mode: 'light' },
    ...(partner ? { partner } : {}),
  };
}

/** The value `delayMs` after it last changed. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The embed snippet builder: the widget (a ticket, or a seller's tickets), what visitors may do, the look (light or
 * dark, accent, corners, font), a live preview and the snippet with Copy snippet. The preview is a sandboxed frame
 * whose document is the snippet's own text loading this site's loader, so it shows exactly what the snippet does.
 */
export function EmbedSnippetBuilderView({
  host,
  title,
  intro,
  partner,
  ownSeller,
  searchTickets,
  searchSellers,
  defaultValue,
  previewDelayMs = 400,
  clipboard = typeof navigator === 'undefined' ? null : (navigator.clipboard ?? null),
}: EmbedSnippetBuilderViewProps) {
  const t = useTexts('embedSnippet', englishTexts);
  const titleId = useId();
  const [snippet, setSnippet] = useState<EmbedSnippet>(
    () => defaultValue ?? startingSnippet(partner, ownSeller),
  );
  const [ticket, setTicket] = useState<ComboboxOption | null>(null);
  const [seller, setSeller] = useState<ComboboxOption | null>(null);
  const [lastAccent, setLastAccent] = useState(snippet.theme.accent ?? STARTING_ACCENT);
  // What Copy snippet said, and of which snippet: a changed snippet makes an earlier "Copied" untrue.
  const [copied, setCopied] = useState<{ html: string; text: string } | null>(null);
  const snippetRef = useRef<HTMLTextAreaElement>(null);

  const gap = snippetGap(snippet);
  const html = useMemo(() => (gap ? '' : snippetHtml(snippet, host)), [gap, snippet, host]);
  const previewHtml = useSettled(html, previewDelayMs);
  const previewMode = useSettled(snippet.theme.mode, previewDelayMs);
  const status = copied?.html === html ? copied.text : '';

  const update = (change: Partial<EmbedSnippet>) => setSnippet((current) => ({ ...current, ...change }));
  const updateTheme = (change: Partial<EmbedSnippet['theme']>) =>
    setSnippet((current) => {
      const theme = { ...current.theme, ...change };
      for (const key of ['accent', 'radius', 'font'] as const)
        if (theme[key] === undefined) delete theme[key];
      return { ...current, theme };
    });

  const chooseWidget = (widget: SnippetWidget) =>
    setSnippet((current) => {
      const { productId: _productId, seller: _seller, limit: _limit, ...rest } = current;
      if (widget === 'ticket') return { ...rest, widget, ...(ticket ? { productId: ticket.value } : {}) };
      const sellerId = ownSeller?.id ?? seller?.value;
      return {
        ...rest,
        widget,
        ...(sellerId ? { seller: sellerId } : {}),
        ...(current.limit ? { limit: current.limit } : {}),
      };
    });

  async function copy() {
    setCopied(null);
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(html);
      setCopied({ html, text: t.copied });
    } catch {
      // Refused (permissions, an insecure page) or missing: the text is selected for the keyboard's copy.
      snippetRef.current?.focus();
      snippetRef.current?.select();
      setCopied({ html, text: t.copyByHand });
    }
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.muted}>{intro}</p>
      <p className={styles.muted}>{t.partnerOnly}</p>
      <div className={styles.layout}>
        <form className={styles.form} aria-label={t.formLabel} onSubmit={(event) => event.preventDefault()}>
          <RadioGroup
            label={t.widget}
            value={snippet.widget}
            onChange={(value) => chooseWidget(value as SnippetWidget)}
            orientation="horizontal"
          >
            <Radio value="ticket">{t.widgetTicket}</Radio>
            <Radio value="listings">{ownSeller ? t.widgetOwnTickets : t.widgetTickets}</Radio>
          </RadioGroup>
          {snippet.widget === 'ticket' ? (
            <Combobox
              label={t.ticket}
              description={t.ticketHint}
              loadOptions={searchTickets}
              value={ticket}
              onChange={(option) => {
                setTicket(option);
                setSnippet(({ productId: _productId, ...rest }) =>
                  option ? { ...rest, productId: option.value } : rest,
                );
              }}
              loadingText={t.searching}
              emptyText={t.noTickets}
              errorText={t.searchFailed}
            />
          ) : (
            <>
              {!ownSeller && searchSellers ? (
                <Combobox
                  label={t.seller}
                  description={t.sellerHint}
                  loadOptions={searchSellers}
                  value={seller}
                  onChange={(option) => {
                    setSeller(option);
                    setSnippet(({ seller: _seller, ...rest }) =>
                      option ? { ...rest, seller: option.value } : rest,
                    );
                  }}
                  loadingText={t.searching}
                  emptyText={t.noSellers}
                  errorText={t.searchFailed}
                />
              ) : null}
              <RadioGroup
                label={t.limit}
                value={String(snippet.limit ?? DEFAULT_LIMIT)}
                onChange={(value) => update({ limit: Number(value) })}
                orientation="horizontal"
              >
                {limitChoices.map((count) => (
                  <Radio key={count} value={String(count)}>
                    {String(count)}
                  </Radio>
                ))}
              </RadioGroup>
            </>
          )}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.actions}</legend>
            {snippetActions.map((action) => (
              <Checkbox
                key={action}
                isSelected={snippet.actions.includes(action)}
                onChange={(isSelected) =>
                  update({
                    actions: snippetActions.filter((name) =>
                      name === action ? isSelected : snippet.actions.includes(name),
                    ),
                  })
                }
              >
                {t.actionLabels[action]}
              </Checkbox>
            ))}
            {snippet.actions.length === 0 ? <p className={styles.muted}>{t.noActions}</p> : null}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.look}</legend>
            <RadioGroup
              label={t.mode}
              value={snippet.theme.mode}
              onChange={(value) => updateTheme({ mode: value as SnippetMode })}
              orientation="horizontal"
            >
              {snippetModes.map((mode) => (
                <Radio key={mode} value={mode}>
                  {t.modeLabels[mode]}
                </Radio>
              ))}
            </RadioGroup>
            <Checkbox
              isSelected={snippet.theme.accent !== undefined}
              onChange={(isSelected) => updateTheme({ accent: isSelected ? lastAccent : undefined })}
            >
              {t.ownAccent}
            </Checkbox>
            <AccentInput
              value={snippet.theme.accent ?? lastAccent}
              isDisabled={snippet.theme.accent === undefined}
              onChange={(accent) => {
                setLastAccent(accent);
                updateTheme({ accent });
              }}
            />
            {/* Radios rather than a select: every choice in sight, and no listbox code on this page. */}
            <RadioGroup
              label={t.radius}
              value={snippet.theme.radius ?? THEME_VALUE}
              onChange={(value) => updateTheme({ radius: value === THEME_VALUE ? undefined : value })}
            >
              {radiusChoices(t).map(({ value, label }) => (
                <Radio key={label} value={value || THEME_VALUE}>
                  {label}
                </Radio>
              ))}
            </RadioGroup>
            <RadioGroup
              label={t.font}
              value={snippet.theme.font ?? THEME_VALUE}
              onChange={(value) => updateTheme({ font: value === THEME_VALUE ? undefined : value })}
            >
              {fontChoices(t).map(({ value, label }) => (
                <Radio key={label} value={value || THEME_VALUE}>
                  {label}
                </Radio>
              ))}
            </RadioGroup>
          </fieldset>
          <div className={styles.previewBox}>
            <label htmlFor={`${titleId}-snippet`} className={styles.legend}>
              {t.snippet}
            </label>
            {gap ? (
              <p className={styles.muted}>{gap === 'ticket' ? t.needsTicket : t.needsSeller}</p>
            ) : (
              <textarea
                ref={snippetRef}
                id={`${titleId}-snippet`}
                className={styles.snippet}
                value={html}
                readOnly
                spellCheck={false}
              />
            )}
            <div className={styles.copyRow}>
              <Button onPress={() => void copy()} isDisabled={!!gap}>
                {t.copy}
              </Button>
              <p role="status" className={styles.status}>
                {status}
              </p>
            </div>
          </div>
        </form>
        <div className={styles.previewBox}>
          <h2 className={styles.legend}>{t.preview}</h2>
          <p className={styles.muted}>{t.previewNote}</p>
          {gap ? (
            <p className={styles.placeholder}>{gap === 'seller' ? t.needsSeller : t.needsTicket}</p>
          ) : previewHtml ? (
            <iframe
              className={styles.frame}
              title={t.previewFrame}
              // Only what the snippet needs: its scripts, this site's origin for the loader and the API (a frame without
              // it would be an opaque origin the API does not serve), and Buy's new tab.
              sandbox="allow-scripts allow-same-origin allow-popups"
              srcDoc={previewDocument(previewHtml, previewMode)}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The native colour picker (every browser's own, keyboard and screen reader included), labelled. */
function AccentInput({
  value,
  isDisabled,
  onChange,
}: {
  value: string;
  isDisabled: boolean;
  onChange: (value: string) => void;
}) {
  const t = useTexts('embedSnippet', englishTexts);
  const id = useId();
  return (
    <div className={styles.colourRow}>
      <input
        id={id}
        type="color"
        className={styles.colourInput}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={id}>{t.accent}</label>
    </div>
  );
}
