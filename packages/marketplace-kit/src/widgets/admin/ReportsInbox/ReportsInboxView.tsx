import type { AdminReport } from '@momento/contract';
import { REPORT_STATUSES, type ReportStatus } from '@momento/contract/routes';
import { Badge } from '@momento/ui';
import { useId } from 'react';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { AdminList, type PagedListState } from '../AdminList.tsx';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { reportsInboxTexts as englishReportsInboxTexts } from './reportsInboxTexts.ts';
import * as admin from '../admin.css.ts';
import { reportTone } from '../reportTone.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { REPORT_STATUS_LABELS } from '#format/status.ts';

export interface ReportsInboxViewProps extends PagedListState {
  reports: readonly AdminReport[];
  /** Only reports of this status; every report when absent. */
  status?: ReportStatus;
  onStatusChange: (status: ReportStatus | undefined) => void;
  /**
   * Where the admin area is mounted: reports and users open below it.
   * @default '/admin'
   */
  basePath?: string;
}

/**
 * The reports inbox: every report (seller reports and the reports page's), open first, each with its reporter and
 * reported seller one click away, and the number of replies.
 */
export function ReportsInboxView({
  reports,
  status,
  onStatusChange,
  basePath = '/admin',
  ...list
}: ReportsInboxViewProps) {
  const t = useTexts('consoleReports', englishReportsInboxTexts);
  const format = useFormat();
  const reportStatus = useStatusLabel('report', REPORT_STATUS_LABELS);
  const titleId = useId();
  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <div className={admin.toolbar}>
        <h1 id={titleId} className={admin.title}>
          {t.title}
        </h1>
        <ChoiceGroup
          label={t.status}
          value={status ?? ''}
          options={[
            { value: '', label: t.anyStatus },
            ...REPORT_STATUSES.map((value) => ({ value, label: reportStatus(value) })),
          ]}
          onChange={(value) => onStatusChange((value || undefined) as ReportStatus | undefined)}
        />
      </div>
      <AdminList
        label={t.listLabel}
        items={reports}
        {...list}
        itemKey={(report) => report.report_id}
        emptyText={t.empty}
        renderItem={(report) => (
          <article className={admin.row} aria-labelledby={`report-${report.report_id}`}>
            <div className={admin.rowMain}>
              <div className={admin.rowTitle}>
                <span id={`report-${report.report_id}`}>
                  <MarketplaceLink href={`${basePath}/reports/${report.report_id}`}>
                    {report.title}
                  </MarketplaceLink>
                </span>
                <Badge tone={reportTone(report.status)}>{reportStatus(report.status)}</Badge>
                <Badge tone="neutral">{report.scope === 'SELLER' ? t.scopeSeller : t.scopeCommon}</Badge>
              </div>
              <span className={admin.muted}>
                {report.type} · {t.opened}{' '}
                <time dateTime={report.created_date}>{format.dateTime(report.created_date)}</time> ·{' '}
                {t.replies(report.reply_count)}
              </span>
              <span>
                {t.reporter}:{' '}
                <MarketplaceLink href={`${basePath}/users/${report.reporter.id}`}>
                  {report.reporter.name} ({report.reporter.email})
                </MarketplaceLink>
              </span>
              {report.reported_seller ? (
                <span>
                  {t.reportedSeller}:{' '}
                  <MarketplaceLink href={`${basePath}/users/${report.reported_seller.id}`}>
                    {report.reported_seller.name} ({report.reported_seller.email})
                  </MarketplaceLink>{' '}
                  ·{' '}
                  <MarketplaceLink href={`/tickets?seller=${report.reported_seller.id}`}>
                    {t.sellerTickets(report.reported_seller.listings_on_sale)}
                  </MarketplaceLink>
                </span>
              ) : null}
            </div>
          </article>
        )}
      />
    </section>
  );
}
