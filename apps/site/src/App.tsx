import { UIProvider } from '@momento/ui';
import { createBrowserRouter } from 'react-router';
import { RouterProvider as DomRouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <UIProvider>
      <DomRouterProvider router={router} />
    </UIProvider>
  );
}

