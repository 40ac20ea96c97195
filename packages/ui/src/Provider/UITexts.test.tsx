import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Link } from '../Link/Link.tsx';
import { UITextsProvider, useUITexts } from './UITexts.tsx';

function PendingSave({ pendingLabel }: { pendingLabel?: string }) {
  return (
    <Button isPending pendingLabel={pendingLabel}>
      Save
    </Button>
  );
}

function OwnText() {
  return <p>{useUITexts().next}</p>;
}

describe('UITextsProvider', () => {
  it('gives the components below it its texts and English for the texts it does not give', () => {
    render(
      <UITextsProvider texts={{ close: 'Schließen', loading: 'Wird geladen' }}>
        <Dialog title="Ticket" onClose={() => {}}>
          Details
        </Dialog>
        <PendingSave />
        <Link href="https://example.com" isExternal>
          Example
        </Link>
        <OwnText />
      </UITextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Wird geladen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Example (opens in a new tab)' })).toBeVisible();
    expect(screen.getByText('Next')).toBeVisible();
  });

  it('lets a prop win over the provider’s text', () => {
    render(
      <UITextsProvider texts={{ loading: 'Wird geladen' }}>
        <PendingSave pendingLabel="Wird gespeichert" />
      </UITextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save Wird gespeichert' })).toBeVisible();
  });

  it('shows English outside a provider', () => {
    render(<PendingSave />);
    expect(screen.getByRole('button', { name: 'Save Loading' })).toBeVisible();
  });
});
