/**
 * What a browser's drag of files from the file manager carries, for the FileDrop's tests and stories: the files as
 * items, the `Files` type and every operation allowed. jsdom has no DataTransfer, and a script cannot make a browser
 * DataTransfer whose files read as dropped files (their `webkitGetAsEntry()` is null), so this one stands in for it.
 */
export function filesTransfer(files: File[]) {
  return {
    types: ['Files'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
}
