import { BrowserRouter } from 'react-router';
import { SiteRoutes } from './routes.tsx';
import { SiteApp } from './SiteRoot.tsx';

/** The reference site: React Router's browser router around the marketplace provider and the route map. */
export function App() {
  return (
    <BrowserRouter>
      <SiteApp>
        <SiteRoutes />
      </SiteApp>
    </BrowserRouter>
  );
}
