import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** The reference site: React Router over the route map; the root route holds the provider and the app shell. */
export function App() {
  return <RouterProvider router={router} />;
}
