import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, Modal } from '../Dialog/Dialog.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { UIProvider } from '../Provider/UIProvider.tsx';
import { themeClasses } from '../theme/themes.css.ts';
import { createToastQueue, ToastProvider } from '../Toast/Toast.tsx';

function OpenPopover() {
  const state = useOverlayTriggerState({ defaultOpen: true });
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={triggerRef}>
        Filters
      </button>
      <Popover state={state} triggerRef={triggerRef} aria-label="Ticket filters" isNonModal>
        <p>Popover content</p>
      </Popover>
    </>
  );
}

function mountShadowRoot() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const appRoot = document.createElement('div');
  const overlayRoot = document.createElement('div');
  shadowRoot.append(appRoot, overlayRoot);
  return { host, shadowRoot, appRoot, overlayRoot };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('overlays inside a shadow root (embed)', () => {
  it('portals Dialog, Popover and Toast into the provider container inside the shadow root', async () => {
    const { shadowRoot, appRoot, overlayRoot } = mountShadowRoot();
    const toast = createToastQueue();
    render(
      <UIProvider portalContainer={overlayRoot} theme="dark">
        <ToastProvider api={toast}>
          <OpenPopover />
          <Modal defaultOpen>
            <Dialog title="Manage Address">Address form</Dialog>
          </Modal>
        </ToastProvider>
      </UIProvider>,
      { container: appRoot },
    );
    act(() => {
      toast.success('Item Added to Cart');
    });

    const inShadow = within(overlayRoot as HTMLElement);
    const dialog = inShadow.getByRole('dialog', { name: 'Manage Address' });
    const popover = inShadow.getByText('Popover content');
    const notice = inShadow.getByRole('alertdialog', { name: 'Item Added to Cart' });
    for (const element of [dialog, popover, notice]) {
      expect(element.getRootNode()).toBe(shadowRoot);
      expect(overlayRoot).toContainElement(element);
      // The portal carries the provider's theme class, so the overlay gets the embed's theme variables.
      expect(element.closest('[data-theme]')).toHaveClass(themeClasses.dark);
    }
    // Nothing leaked into the light DOM of the host page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Popover content')).not.toBeInTheDocument();
    await waitFor(() => expect(within(notice).getByRole('alert')).toHaveTextContent('Item Added to Cart'));
  });
});
