// `@momento/ui`'s own texts under the German dictionary: a dialog's close button, a pending button and the carousel's
// buttons and the file field's refusals speak German when the widget gives no label of its own, English without a dictionary, and a label the widget
// gives wins in either language.
import { Button, Carousel, Dialog, FileDrop, MoneyField } from '@momento/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarketplaceProvider } from '../provider/MarketplaceProvider.tsx';
import { de } from './de.ts';

function Page() {
  return (
    <>
      <Dialog title="Ticket" onClose={() => {}}>
        Details
      </Dialog>
      <Button isPending>Speichern</Button>
      <Carousel aria-label="Events">
        <p>Erstes</p>
        <p>Zweites</p>
      </Carousel>
    </>
  );
}

describe('ui’s texts through the provider', () => {
  it('shows German button names under locale="de" with the German dictionary', async () => {
    render(
      <MarketplaceProvider apiBase="/api/v1" restoreSession={false} storage={null} locale="de" messages={de}>
        <Page />
      </MarketplaceProvider>,
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Ticket' })).getByRole('button', { name: 'Schließen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Speichern Wird geladen' })).toBeVisible();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 von 2',
      '2 von 2',
    ]);
    expect(screen.getByRole('button', { name: 'Zurück' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('button', { name: 'Zurück' })).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a file in German: too large, the wrong type, one too many', async () => {
    render(
      <MarketplaceProvider apiBase="/api/v1" restoreSession={false} storage={null} locale="de" messages={de}>
        <FileDrop label="Fotos" accept={['image/png']} maxSize={4} />
      </MarketplaceProvider>,
    );
    const zone = screen.getByRole('button', { name: 'Fotos Datei auswählen' }).parentElement as HTMLElement;
    // What a drag of files from the file manager carries (jsdom has no DataTransfer); the field reads the files from its items.
    const drop = (...files: File[]) =>
      fireEvent.drop(zone, {
        dataTransfer: {
          types: ['Files'],
          files,
          items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
          getData: () => '',
        },
      });
    const refusal = (text: string) =>
      waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    drop(new File(['png-bytes'], 'gross.png', { type: 'image/png' }));
    await refusal('gross.png ist größer als 4 B');
    drop(new File(['pdf'], 'quittung.pdf', { type: 'application/pdf' }));
    await refusal('quittung.pdf hat keinen zulässigen Dateityp');
    drop(new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' }));
    await refusal('Sie können nur eine Datei hinzufügen');
  });

  it('formats an amount typed into a money field for the locale', async () => {
    render(
      <MarketplaceProvider apiBase="/api/v1" restoreSession={false} storage={null} locale="de" messages={de}>
        <MoneyField label="Preis" />
      </MarketplaceProvider>,
    );
    const price = screen.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(price, '1234,5');
    await userEvent.tab();
    // Intl writes a no-break space before the currency sign.
    expect(price).toHaveValue('1.234,50\u00a0$');
  });

  it('keeps the English texts without a dictionary', () => {
    render(
      <MarketplaceProvider apiBase="/api/v1" restoreSession={false} storage={null}>
        <Page />
      </MarketplaceProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Speichern Loading' })).toBeVisible();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 2',
      '2 of 2',
    ]);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  it('lets a label the widget gives win over the dictionary', async () => {
    const onClose = vi.fn();
    render(
      <MarketplaceProvider apiBase="/api/v1" restoreSession={false} storage={null} locale="de" messages={de}>
        <Dialog title="Ticket" onClose={onClose} closeLabel="Fenster schließen">
          Details
        </Dialog>
        <Button isPending pendingLabel="Wird gespeichert">
          Speichern
        </Button>
      </MarketplaceProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fenster schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Speichern Wird gespeichert' })).toBeVisible();
  });
});
