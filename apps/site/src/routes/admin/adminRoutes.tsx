import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../../pageChunk.ts';
import { NotFound } from '../NotFound.tsx';

const DashboardRoute = lazyPage(() => import('./DashboardRoute.tsx'));
const ModerationRoute = lazyPage(() => import('./ModerationRoute.tsx'));
const ReportsInboxRoute = lazyPage(() => import('./ReportsInboxRoute.tsx'));
const AdminReportRoute = lazyPage(() => import('./AdminReportRoute.tsx'));
const DeliveriesRoute = lazyPage(() => import('./DeliveriesRoute.tsx'));
const UsersRoute = lazyPage(() => import('./UsersRoute.tsx'));
const AdminUserRoute = lazyPage(() => import('./AdminUserRoute.tsx'));
const PartnersRoute = lazyPage(() => import('./PartnersRoute.tsx'));
const PartnerRoute = lazyPage(() => import('./PartnerRoute.tsx'));
const PartnerEmbedRoute = lazyPage(() => import('./PartnerEmbedRoute.tsx'));
const AuditLogRoute = lazyPage(() => import('./AuditLogRoute.tsx'));

/**
 * The admin area's pages, one lazy chunk each, below the lazy admin route: none of them weighs on the entry or on
 * another page. Any other /admin path shows the 404 page inside the admin area frame.
 */
export function AdminRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<DashboardRoute />} />
        <Route path="moderation" element={<ModerationRoute />} />
        <Route path="reports" element={<ReportsInboxRoute />} />
        <Route path="reports/:id" element={<AdminReportRoute />} />
        <Route path="deliveries" element={<DeliveriesRoute />} />
        <Route path="users" element={<UsersRoute />} />
        <Route path="users/:id" element={<AdminUserRoute />} />
        <Route path="partners" element={<PartnersRoute />} />
        <Route path="partners/:id" element={<PartnerRoute />} />
        <Route path="partners/:id/embed" element={<PartnerEmbedRoute />} />
        <Route path="audit" element={<AuditLogRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
