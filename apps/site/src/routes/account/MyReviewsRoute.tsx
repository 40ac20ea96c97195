import { MyReviews } from '@momento/marketplace-kit';

/** /account/myreviews: ratings and reviews about the user. */
export function Component() {
  return <MyReviews />;
}
