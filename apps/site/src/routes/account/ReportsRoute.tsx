import { MyReports } from '@momento/marketplace-kit';

/** /account/report: the user's reports and the New Report form. */
export function Component() {
  return <MyReports />;
}
