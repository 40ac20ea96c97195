import { AdminPartners } from '@momento/marketplace-kit';

/** /admin/partners: the partner sites that may embed Momento, with Add partner, Pause, Resume and Remove. */
export function Component() {
  return <AdminPartners />;
}
