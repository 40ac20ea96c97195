import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { loadInOwnTask } from '../../pageChunk.ts';
import { NotFound } from '../NotFound.tsx';

/** A page module's `Component`, loaded when the page is first shown (in a task of its own: pageChunk.ts). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => ({ default: (await loadInOwnTask(load)).Component }));

const DashboardRoute = page(() => import('./DashboardRoute.tsx'));
const ModerationRoute = page(() => import('./ModerationRoute.tsx'));
const ReportsInboxRoute = page(() => import('./ReportsInboxRoute.tsx'));
const AdminReportRoute = page(() => import('./AdminReportRoute.tsx'));
const DeliveriesRoute = page(() => import('./DeliveriesRoute.tsx'));
const UsersRoute = page(() => import('./UsersRoute.tsx'));
const AdminUserRoute = page(() => import('./AdminUserRoute.tsx'));
const PartnersRoute = page(() => import('./PartnersRoute.tsx'));
const PartnerRoute = page(() => import('./PartnerRoute.tsx'));
const PartnerEmbedRoute = page(() => import('./PartnerEmbedRoute.tsx'));
const AuditLogRoute = page(() => import('./AuditLogRoute.tsx'));

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
