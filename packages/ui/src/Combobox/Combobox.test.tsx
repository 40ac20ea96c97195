import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { UIProvider } from '../Provider/UIProvider.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Dialog, Modal } from '../Dialog/Dialog.tsx';
import { Combobox, type ComboboxOption } from './Combobox.tsx';

const cities: ComboboxOption[] = [
  { value: 'nyc', label: 'New York' },
  { value: 'nol', label: 'New Orleans' },
  { value: 'chi', label: 'Chicago' },
  { value: 'bos', label: 'Boston', isDisabled: true },
];

describe('Combobox', () => {
  it('filters as you type, moves with the arrows, chooses with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Combobox label="City" items={cities} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(await axeViolations(container)).toEqual([]);

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('new');
    const listbox = screen.getByRole('listbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New York', 'New Orleans']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'New Orleans' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(cities[1]);
    expect(input).toHaveValue('New Orleans');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Combobox label="City" items={cities} emptyText="No cities" />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No cities');
  });

  it('loads options after the debounce, shows loading, and only asks once for fast typing', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(async (query: string, signal: AbortSignal) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      return cities.filter((city) => city.label.toLowerCase().startsWith(query.toLowerCase()));
    });
    const onChange = vi.fn();
    const { container } = render(
      <Combobox
        label="City"
        loadOptions={loadOptions}
        debounceMs={50}
        loadingText="Loading cities"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'chi');
    expect(screen.getByRole('status')).toHaveTextContent('Loading cities');
    const option = await screen.findByRole('option', { name: 'Chicago' });
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions.mock.calls[0]?.[0]).toBe('chi');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(cities[2]);
  });

  it('shows the error text when loading fails', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(async () => {
      throw new Error('network');
    });
    render(<Combobox label="City" loadOptions={loadOptions} debounceMs={10} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'a');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not load options'));
  });

  it('links description and error and marks the input invalid', async () => {
    const { container } = render(
      <Combobox label="City" items={cities} description="Where the event is" errorMessage="Choose a city" />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Where the event is Choose a city');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('caps the list height with menuMaxHeight', async () => {
    const user = userEvent.setup();
    render(<Combobox label="City" items={cities} menuMaxHeight="120px" />);
    await user.click(screen.getByRole('button', { name: 'Show suggestions' }));
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '120px' });
  });

  it('stays reachable inside a modal dialog: its options are not hidden from screen readers, and choosing one keeps the dialog open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={vi.fn()}>
        <Dialog title="Add a ticket">
          <Combobox label="City" items={cities} onChange={onChange} />
        </Dialog>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a ticket' });
    await user.type(within(dialog).getByRole('combobox', { name: 'City' }), 'chi');
    // getByRole leaves out what is aria-hidden: the option is found only while the list is exposed.
    const option = screen.getByRole('option', { name: 'Chicago' });
    expect(option.closest('[aria-hidden="true"]')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(cities[2]);
    expect(screen.getByRole('dialog', { name: 'Add a ticket' })).toBeInTheDocument();
  });

  it('works inside a shadow root: the list renders there and a click chooses an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const overlays = document.createElement('div');
    shadow.append(mount, overlays);
    const root = createRoot(mount);
    await act(async () => {
      root.render(
        <UIProvider portalContainer={overlays}>
          <Combobox label="City" items={cities} onChange={onChange} />
        </UIProvider>,
      );
    });
    const inShadow = within(shadow as unknown as HTMLElement);
    await user.type(inShadow.getByRole('combobox', { name: 'City' }), 'chi');
    const option = within(overlays).getByRole('option', { name: 'Chicago' });
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(cities[2]);
    expect(inShadow.getByRole('combobox', { name: 'City' })).toHaveValue('Chicago');
    act(() => root.unmount());
    host.remove();
  });
});
