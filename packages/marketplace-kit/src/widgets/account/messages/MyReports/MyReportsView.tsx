import type { ReportRoom, ReportType } from '@momento/contract';
import { Badge, Button } from '@momento/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { emptyTexts } from '#texts.ts';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import * as styles from '../messages.css.ts';
import { reportsTexts as t } from '../texts.ts';
import type { NewReportValues } from './NewReportDialog.tsx';
import { useFormat } from '#locale/useFormat.ts';

// The form (react-aria's select, the modal) loads when it opens: the list alone stays small.
const NewReportDialog = lazy(async () => ({
  default: (await import('./NewReportDialog.tsx')).NewReportDialog,
}));

export interface MyReportsViewProps {
  /** The user's reports: the result of `useReportRooms()`. */
  list: ResultListState<ReportRoom>;
  /** The types offered by the New Report form. */
  reportTypes: readonly ReportType[];
  /** The New Report form is open. */
  isFormOpen: boolean;
  onFormOpenChange: (isOpen: boolean) => void;
  onCreateReport: (values: NewReportValues) => void;
  /** @default false */
  isCreating?: boolean;
  /** A validation message showing at first in the form (stories). */
  defaultFormError?: string | null;
  /** In the form, above its buttons: the wait after the server's abuse limit refused the last report (a RetryNotice). */
  formNotice?: ReactNode;
  /**
   * Where a report opens: `${reportsPath}/${room_id}`.
   * @default '/account/report'
   */
  reportsPath?: string;
}

/** Reports (/account/report): the user's reports and the 'New Report' form. */
export function MyReportsView({
  list,
  reportTypes,
  isFormOpen,
  onFormOpenChange,
  onCreateReport,
  isCreating = false,
  defaultFormError = null,
  formNotice = null,
  reportsPath = '/account/report',
}: MyReportsViewProps) {
  const format = useFormat();
  const reportsTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={reportsTitleId}>
      <div className={styles.toolbar}>
        <h1 id={reportsTitleId} className={styles.title}>
          {t.title}
        </h1>
        <Button onPress={() => onFormOpenChange(true)}>{t.newReport}</Button>
      </div>
      <ResultList
        label={t.listLabel}
        layout="list"
        list={list}
        itemKey={(report) => report.room_id}
        emptyText={emptyTexts.noReports}
        endText=""
        renderItem={(report) => (
          <MarketplaceLink href={`${reportsPath}/${report.room_id}`} className={styles.reportCard}>
            <strong>{report.title}</strong>
            <span className={styles.muted}>
              {report.type} ·{' '}
              <time dateTime={report.created_date}>{format.dateTime(report.created_date)}</time>
            </span>
            <span>
              <Badge tone={report.status === 'OPEN' ? 'warning' : 'success'}>{report.status}</Badge>
            </span>
          </MarketplaceLink>
        )}
      />
      {isFormOpen ? (
        <Suspense fallback={null}>
          <NewReportDialog
            types={reportTypes}
            onSubmit={onCreateReport}
            onClose={() => onFormOpenChange(false)}
            isPending={isCreating}
            defaultError={defaultFormError}
            notice={formNotice}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
