import type { RouteObject } from 'react-router';
import { NotFound } from './routes/NotFound.tsx';

/** The route map (public-site.md section 2). Any path not listed shows the 404 page. */
export const routes: RouteObject[] = [
  { path: '*', element: <NotFound /> },
];
