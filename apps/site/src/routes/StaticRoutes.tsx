import { StaticPage } from '@momento/marketplace-kit';

/** /termscondition */
export function TermsRoute() {
  return <StaticPage page="termscondition" />;
}

/** /policy */
export function PolicyRoute() {
  return <StaticPage page="policy" />;
}

/** /about */
export function AboutRoute() {
  return <StaticPage page="about" />;
}
