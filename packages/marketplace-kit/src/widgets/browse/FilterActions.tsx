import { Button, Inline } from '@momento/ui';
import { browseTexts } from './browseTexts.ts';

/** Apply (submits the filter form it sits in) and Clear (resets every filter) of the browse pages' filter forms. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <Inline space="small">
      <Button type="submit" variant="solid">
        {browseTexts.apply}
      </Button>
      <Button variant="ghost" onPress={onClear}>
        {browseTexts.clear}
      </Button>
    </Inline>
  );
}
