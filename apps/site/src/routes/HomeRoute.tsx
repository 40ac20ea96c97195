import { Home } from '@momento/marketplace-kit';

/** / and /home. */
export function Component() {
  return <Home />;
}
