import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { FileDrop } from './FileDrop.tsx';
import { filesTransfer } from './filesTransfer.ts';

const jpeg = (name = 'front.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });
const png = (name = 'back.png') => new File(['png-bytes'], name, { type: 'image/png' });
const pdf = (name = 'receipt.pdf') => new File(['pdf-bytes'], name, { type: 'application/pdf' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** Drags `files` over the zone and drops them there. */
function dropFiles(zone: HTMLElement, files: File[]) {
  fireEvent.dragEnter(zone, { dataTransfer: filesTransfer(files) });
  fireEvent.dragOver(zone, { dataTransfer: filesTransfer(files) });
  fireEvent.drop(zone, { dataTransfer: filesTransfer(files) });
}

const zoneOf = (button: HTMLElement) => button.parentElement as HTMLElement;

describe('FileDrop', () => {
  it('opens the file chooser from a keyboard-operable button named with the field label', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FileDrop label="Photos" accept={['image/jpeg', 'image/png']} maxFiles={3} description="JPEG or PNG" />,
    );
    const button = screen.getByRole('button', { name: 'Photos Choose files' });
    expect(button).toHaveAccessibleDescription('JPEG or PNG');
    const input = fileInput(container);
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists accepted files and refuses a file of the wrong MIME type with an error text', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <FileDrop
        label="Photos"
        accept={['image/jpeg', 'image/png']}
        maxFiles={3}
        onChange={onChange}
        onReject={onReject}
      />,
    );
    await user.upload(fileInput(container), [jpeg(), pdf()]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'front.jpg' })]);
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'receipt.pdf' }), reason: 'type' },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('receipt.pdf is not an accepted file type');
    expect(screen.getByRole('button', { name: 'Photos Choose files' })).toHaveAccessibleDescription(
      'receipt.pdf is not an accepted file type',
    );
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses files beyond maxFiles', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    const { container } = render(
      <FileDrop
        label="Photos"
        accept={['image/*']}
        maxFiles={2}
        onReject={onReject}
        messages={{ count: () => 'Only 2 photos' }}
      />,
    );
    await user.upload(fileInput(container), [jpeg('1.jpg'), png('2.png'), jpeg('3.jpg')]);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual([
      '1.jpg',
      '2.png',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 photos');
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: '3.jpg' }), reason: 'count' },
    ]);
  });

  it('with one slot, a new file replaces the current one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <FileDrop label="Support document" accept={['application/pdf']} onChange={onChange} />,
    );
    await user.upload(fileInput(container), pdf('a.pdf'));
    await user.upload(fileInput(container), pdf('b.pdf'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes a file with its keyboard-operable remove button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FileDrop
        label="Photos"
        accept={['image/jpeg']}
        maxFiles={2}
        defaultValue={[jpeg()]}
        onChange={onChange}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Remove front.jpg' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('accepts dropped files and checks them too', async () => {
    const onChange = vi.fn();
    render(<FileDrop label="Photos" accept={['image/png']} maxFiles={2} maxSize={4} onChange={onChange} />);
    const zone = zoneOf(screen.getByRole('button', { name: 'Photos Choose files' }));
    fireEvent.dragEnter(zone, { dataTransfer: filesTransfer([png('big.png')]) });
    fireEvent.dragOver(zone, { dataTransfer: filesTransfer([png('big.png')]) });
    expect(zone).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(zone, { dataTransfer: filesTransfer([png('big.png')]) });
    expect(zone).not.toHaveAttribute('data-drop-target');
    expect(await screen.findByRole('alert')).toHaveTextContent('big.png is larger than 4 B');
    expect(onChange).not.toHaveBeenCalled();
    dropFiles(zone, [new File(['x'], 'tiny.png', { type: 'image/png' })]);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'tiny.png' })]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a dropped file of the wrong type and keeps the accepted ones of the same drop', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    render(
      <FileDrop
        label="Photos"
        accept={['image/jpeg', 'image/png']}
        maxFiles={3}
        onChange={onChange}
        onReject={onReject}
      />,
    );
    const button = screen.getByRole('button', { name: 'Photos Choose files' });
    dropFiles(zoneOf(button), [pdf(), jpeg()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('receipt.pdf is not an accepted file type');
    expect(button).toHaveAccessibleDescription('receipt.pdf is not an accepted file type');
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'receipt.pdf' }), reason: 'type' },
    ]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'front.jpg' })]);
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses dropped files beyond maxFiles, counting the files already chosen', async () => {
    const onReject = vi.fn();
    render(
      <FileDrop
        label="Photos"
        accept={['image/*']}
        maxFiles={2}
        defaultValue={[jpeg('1.jpg')]}
        onReject={onReject}
      />,
    );
    dropFiles(zoneOf(screen.getByRole('button', { name: 'Photos Choose files' })), [
      png('2.png'),
      png('3.png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can add up to 2 files');
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: '3.png' }), reason: 'count' },
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual([
      '1.jpg',
      '2.png',
    ]);
  });

  it('takes files pasted while its button has the focus (the keyboard way to drop)', async () => {
    const onChange = vi.fn();
    render(<FileDrop label="Photos" accept={['image/png']} maxFiles={2} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Photos Choose files' });
    fireEvent.paste(document.body, { clipboardData: filesTransfer([png()]) });
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.setup().tab();
    expect(button).toHaveFocus();
    fireEvent.paste(button, { clipboardData: filesTransfer([png()]) });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'back.png' })]),
    );
  });

  it('takes no drop when disabled', () => {
    const onChange = vi.fn();
    render(<FileDrop label="Photos" accept={['image/png']} isDisabled onChange={onChange} />);
    const zone = zoneOf(screen.getByRole('button', { name: 'Photos Choose file' }));
    fireEvent.dragEnter(zone, { dataTransfer: filesTransfer([png()]) });
    expect(zone).not.toHaveAttribute('data-drop-target');
    fireEvent.drop(zone, { dataTransfer: filesTransfer([png()]) });
    expect(onChange).not.toHaveBeenCalled();
  });
});
