import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';
import { SiteApp } from './SiteRoot.tsx';

const router = createBrowserRouter(routes);

/** The reference site: the marketplace provider around React Router over the route map (see SiteApp). */
export function App() {
  return <SiteApp router={router} />;
}
