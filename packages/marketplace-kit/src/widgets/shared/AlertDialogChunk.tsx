// The chunk LazyAlertDialog loads.
export { AlertDialog } from '@momento/ui';
