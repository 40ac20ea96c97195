import { AdminDeliveries } from '@momento/marketplace-kit';

/** /admin/deliveries: the sub-orders waiting for the admin to settle them. */
export function Component() {
  return <AdminDeliveries />;
}
