import { SellerReviews } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /sellers/{seller_id}/reviews: what buyers wrote about a seller, for anyone to read. */
export function Component() {
  const { sellerId = '' } = useParams();
  return <SellerReviews key={sellerId} sellerId={sellerId} />;
}
