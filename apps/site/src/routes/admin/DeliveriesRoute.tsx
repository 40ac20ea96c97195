import { AdminDeliveries } from '@momento/marketplace-kit';

/** /admin/deliveries: the sub-orders waiting for the operator to settle them. */
export function Component() {
  return <AdminDeliveries />;
}
