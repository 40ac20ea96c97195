import { useId, useRef, useState, type ReactNode } from 'react';
import { isFileDropItem, useClipboard, useDrop, type DropItem, type DropOperation } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './FileDrop.css.ts';
import { defaultUITexts, uiText, useUITexts, type UITexts } from '../Provider/UITexts.tsx';

/** Why a file was turned away. */
export type FileRejectionReason = 'type' | 'count' | 'size';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/** The texts FileDrop shows; pass your own (the app's texts module) to match the spec's wording. */
export interface FileDropTexts {
  /** Shown when a file's MIME type is not in `accept`. */
  type: (file: File) => string;
  /** Shown when more than `maxFiles` files are added. */
  count: (maxFiles: number) => string;
  /** Shown when a file is larger than `maxSize`. */
  size: (file: File, maxSize: number) => string;
}

/** FileDrop's refusals in the given texts' language. */
function fileDropTexts(texts: UITexts): FileDropTexts {
  return {
    type: (file) => texts.fileType(file.name),
    count: (maxFiles) => texts.fileCount(maxFiles),
    size: (file, maxSize) => texts.fileTooLarge(file.name, formatBytes(maxSize)),
  };
}

export const defaultFileDropTexts: FileDropTexts = fileDropTexts(defaultUITexts);

/** @deprecated use FileDropTexts. */
export type FileDropMessages = FileDropTexts;
/** @deprecated use defaultFileDropTexts. */
export const defaultFileDropMessages: FileDropTexts = defaultFileDropTexts;

export interface FileDropProps extends FieldBaseProps {
  /** Accepted MIME types, exact (`image/jpeg`) or by family (`image/*`). Checked on every added file. */
  accept: readonly string[];
  /**
   * Most files the field holds. With 1, a new file replaces the current one.
   * @default 1
   */
  maxFiles?: number;
  /** Largest file size in bytes. */
  maxSize?: number;
  /** The chosen files (controlled). */
  value?: readonly File[];
  /**
   * The initially chosen files (uncontrolled).
   * @default []
   */
  defaultValue?: readonly File[];
  /** Called with the accepted files after every add or remove. */
  onChange?: (files: File[]) => void;
  /** Called with the files turned away (wrong type, too many, too large). */
  onReject?: (rejections: FileRejection[]) => void;
  /** The texts for rejected files. */
  messages?: Partial<FileDropTexts>;
  /**
   * Text of the button that opens the file chooser.
   * @default 'Choose file' (or 'Choose files' when maxFiles > 1), the `UITexts` `chooseFile` / `chooseFiles` text
   */
  browseLabel?: string;
  /**
   * Text in the drop zone.
   * @default 'or drag it here' (or 'or drag them here'), the `UITexts` `dropFile` / `dropFiles` text
   */
  dropHint?: ReactNode;
  /**
   * Accessible name of each file's remove button, given the file name.
   * @default (name) => `Remove ${name}`, the `UITexts` `removeFile` text
   */
  removeLabel?: (fileName: string) => string;
  /** Form field name of the (hidden) file input. */
  name?: string;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files among dropped or pasted items (a dropped folder or text is not a file and is left out). */
function filesOf(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
}

/** Files are copied into the field, whatever the source offers first (a file manager offers move too). */
const copyIfAllowed = (_types: unknown, allowed: DropOperation[]): DropOperation =>
  allowed.includes('copy') ? 'copy' : (allowed[0] ?? 'cancel');

function isAccepted(file: File, accept: readonly string[]): boolean {
  return accept.some((pattern) =>
    pattern.endsWith('/*') ? file.type.startsWith(pattern.slice(0, -1)) : file.type === pattern,
  );
}

/**
 * A file input with a drop zone: a real button opens the system file chooser (keyboard operable; the hidden-input
 * pattern of react-aria's `FileTrigger`), files can also be dropped on the zone (react-aria's `useDrop`) or pasted
 * while the button has the focus (react-aria's `useClipboard`). Each file is checked by MIME type, count and size;
 * problems show as the field's error text, announced. Chosen files are listed with a remove button each.
 */
export function FileDrop({
  accept,
  maxFiles = 1,
  maxSize,
  value,
  defaultValue = [],
  onChange,
  onReject,
  messages,
  browseLabel = maxFiles > 1 ? uiText('chooseFiles') : uiText('chooseFile'),
  dropHint = maxFiles > 1 ? uiText('dropFiles') : uiText('dropFile'),
  removeLabel = uiText('removeFile'),
  name,
  className,
  ...fieldProps
}: FileDropProps) {
  const text = { ...fileDropTexts(useUITexts()), ...messages };
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const [files, setFiles] = useControlledState<readonly File[]>(value, defaultValue, (next) =>
    onChange?.([...next]),
  );
  const [rejectionMessage, setRejectionMessage] = useState<string | null>(null);
  const labelId = useId();
  const buttonId = useId();
  const descriptionId = useId();
  const errorId = useId();

  const errorMessage = fieldProps.errorMessage ?? rejectionMessage;
  const isInvalid = errorMessage != null && errorMessage !== false;
  const isDisabled = fieldProps.isDisabled ?? false;

  function addFiles(added: readonly File[]) {
    const rejections: FileRejection[] = [];
    const valid = added.filter((file) => {
      if (!isAccepted(file, accept)) rejections.push({ file, reason: 'type' });
      else if (maxSize != null && file.size > maxSize) rejections.push({ file, reason: 'size' });
      else return true;
      return false;
    });
    let next: File[];
    if (maxFiles === 1) {
      // One slot: the newest valid file replaces the current one; extra files in the same drop are refused.
      next = valid.length > 0 ? [valid[0] as File] : [...files];
      valid.slice(1).forEach((file) => rejections.push({ file, reason: 'count' }));
    } else {
      const room = Math.max(0, maxFiles - files.length);
      next = [...files, ...valid.slice(0, room)];
      valid.slice(room).forEach((file) => rejections.push({ file, reason: 'count' }));
    }
    const first = rejections[0];
    setRejectionMessage(
      first == null
        ? null
        : first.reason === 'type'
          ? text.type(first.file)
          : first.reason === 'size'
            ? text.size(first.file, maxSize ?? 0)
            : text.count(maxFiles),
    );
    if (rejections.length > 0) onReject?.(rejections);
    if (next.length !== files.length || next.some((file, index) => file !== files[index])) setFiles(next);
  }

  function removeFile(index: number) {
    setRejectionMessage(null);
    setFiles(files.filter((_, i) => i !== index));
  }

  // Dropped and pasted items give their files asynchronously (DropItem.getFile).
  const addItems = async (items: readonly DropItem[]) => addFiles(await filesOf(items));
  const { dropProps, isDropTarget } = useDrop({
    ref: zoneRef,
    isDisabled,
    getDropOperation: copyIfAllowed,
    onDrop: (event) => void addItems(event.items),
  });
  // Files copied in a file manager can be pasted while the button has the focus: the keyboard's way to drop.
  const { clipboardProps } = useClipboard({ isDisabled, onPaste: (items) => void addItems(items) });
  // The focus handlers, typed for the Button (react-aria types them for a focusable element).
  const pasteFocus = clipboardProps as Pick<ButtonProps, 'onFocus' | 'onBlur'>;

  const describedBy = [fieldProps.description != null ? descriptionId : null, isInvalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FormField
      {...fieldProps}
      errorMessage={errorMessage}
      className={className}
      labelElementType="span"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      // Errors appear in response to a drop or a choice: announce them.
      errorMessageProps={{ id: errorId, role: 'alert' }}
    >
      <div
        {...dropProps}
        ref={zoneRef}
        className={styles.zone}
        data-drop-target={isDropTarget || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Button
          id={buttonId}
          variant="outline"
          size="small"
          isDisabled={isDisabled}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={describedBy || undefined}
          onFocus={pasteFocus.onFocus}
          onBlur={pasteFocus.onBlur}
          onPress={() => inputRef.current?.click()}
        >
          {browseLabel}
        </Button>
        <span className={styles.hint}>{dropHint}</span>
        <VisuallyHidden>
          {/* The real input: hidden and out of the tab order; the button above is the control. */}
          <input
            ref={inputRef}
            type="file"
            name={name}
            accept={accept.join(',')}
            multiple={maxFiles > 1}
            disabled={isDisabled}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              addFiles(Array.from(event.currentTarget.files ?? []));
              // Clearing lets the same file be chosen again after a removal.
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
      </div>
      {files.length > 0 && (
        <ul className={styles.files} aria-labelledby={labelId}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatBytes(file.size)}</span>
              <IconButton
                label={removeLabel(file.name)}
                variant="ghost"
                tone="neutral"
                size="small"
                isDisabled={isDisabled}
                onPress={() => removeFile(index)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="100%"
                  height="100%"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}
