import { useState } from 'react';
import { useCreateReport, useReportRooms, useReportTypes } from '#api/reports/useReports.ts';
import { RetryNotice } from '#widgets/shared/RetryNotice.tsx';
import { MyReportsView } from './MyReportsView.tsx';

export interface MyReportsProps {
  /**
   * Where a report opens: `${reportsPath}/${room_id}`.
   * @default '/account/report'
   */
  reportsPath?: string;
}

/** Reports, connected: the list, and the New Report form ('Reported Successfully', then the list is read again). */
export function MyReports({ reportsPath }: MyReportsProps) {
  const list = useReportRooms();
  const types = useReportTypes();
  const [isFormOpen, setFormOpen] = useState(false);
  const create = useCreateReport({
    onSuccess: () => {
      setFormOpen(false);
      list.reload();
    },
  });
  return (
    <MyReportsView
      list={list}
      reportTypes={types.data ?? []}
      isFormOpen={isFormOpen}
      onFormOpenChange={setFormOpen}
      onCreateReport={(values) => void create.run(values)}
      isCreating={create.isPending}
      formNotice={<RetryNotice error={create.error} />}
      reportsPath={reportsPath}
    />
  );
}
