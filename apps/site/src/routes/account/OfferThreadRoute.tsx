import { OfferThread } from '@momento/marketplace-kit';
import { useNavigate, useParams } from 'react-router';

/** /account/myoffers/{offer_no}: the offer and its counters, with the viewer's actions. */
export function Component() {
  const { offerNo = '' } = useParams();
  const navigate = useNavigate();
  const onBack = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate('/account/myoffers');
  };
  return <OfferThread offerNo={offerNo} onBack={onBack} />;
}
