import { Navigate } from 'react-router';

/**
 * /editSellerPaypal: the profile with the Edit Seller Payment dialog open. The dialog is
 * asked for in the query (ProfileRoute reads it), so it survives the login detour of a logged-out visitor.
 */
export function Component() {
  return <Navigate to="/account?dialog=editSellerPaypal" replace />;
}
