import { MyOffers } from '@momento/marketplace-kit';
import { useQueryProps } from '../../navigation.tsx';

/** /account/myoffers: the Buy and Sell offers; `tab` lives in the query string. */
export function Component() {
  return <MyOffers {...useQueryProps()} />;
}
