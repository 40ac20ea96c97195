import type { ReportStatus } from '@momento/contract/routes';

/** Open reports show in the warning tone, closed ones in the success tone. */
export const reportTone = (status: ReportStatus) => (status === 'OPEN' ? 'warning' : 'success');
