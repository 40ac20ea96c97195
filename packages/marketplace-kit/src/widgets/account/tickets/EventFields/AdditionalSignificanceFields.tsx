import { Button, TextField } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';

export interface AdditionalSignificanceFieldsProps {
  value: readonly string[];
  /** Gets the change as an update of the current list, so that quick edits in a row are not lost. */
  onChange: (update: (current: string[]) => string[]) => void;
}

/** An event's additional significance: one field per entry, each with its Remove button, and Add significance. */
export function AdditionalSignificanceFields({ value, onChange }: AdditionalSignificanceFieldsProps) {
  const t = useTexts('listings', englishTexts);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t.additionalSignificance}</legend>
      {value.map((entry, index) => (
        <div key={index} className={styles.eventChoice}>
          <div className={styles.grow}>
            <TextField
              label={`${t.additionalSignificance} ${index + 1}`}
              value={entry}
              onChange={(next) =>
                onChange((current) => current.map((item, at) => (at === index ? next : item)))
              }
            />
          </div>
          <Button
            size="small"
            variant="ghost"
            onPress={() => onChange((current) => current.filter((_, at) => at !== index))}
          >
            {t.removeSignificance(index + 1)}
          </Button>
        </div>
      ))}
      <div>
        <Button size="small" variant="outline" onPress={() => onChange((current) => [...current, ''])}>
          {t.addSignificance}
        </Button>
      </div>
    </fieldset>
  );
}
