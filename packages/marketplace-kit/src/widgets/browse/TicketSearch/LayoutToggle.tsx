import { Radio, RadioGroup } from '@momento/ui';
import { browseTexts } from '../browseTexts.ts';
import { ticketCardLayouts, type TicketCardLayout } from '../TicketCard/TicketCard.tsx';

export interface LayoutToggleProps {
  layout: TicketCardLayout;
  onLayoutChange?: ((layout: TicketCardLayout) => void) | undefined;
}

/** The /tickets list/grid toggle. Loaded on demand (see TicketSearchView). */
export function LayoutToggle({ layout, onLayoutChange }: LayoutToggleProps) {
  return (
    <RadioGroup
      label={browseTexts.layout}
      orientation="horizontal"
      value={layout}
      onChange={(value) => onLayoutChange?.(value as TicketCardLayout)}
    >
      {ticketCardLayouts.map((option) => (
        <Radio key={option} value={option}>
          {option === 'grid' ? browseTexts.grid : browseTexts.list}
        </Radio>
      ))}
    </RadioGroup>
  );
}
