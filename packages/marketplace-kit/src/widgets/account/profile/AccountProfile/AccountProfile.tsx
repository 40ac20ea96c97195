import { useUser } from '../../../../api/account/useUser.ts';
import { avatarUrl } from '../../../../format/avatar.ts';
import { useSession } from '../../../../provider/MarketplaceProvider.tsx';
import { AccountProfileView } from './AccountProfileView.tsx';

/**
 * /account, connected: the user from GET /user/account/user.php, falling back to the session's copy while it loads.
 * Logged-out visitors never get here (`RequireLogin` sends them home with the login dialog).
 */
export function AccountProfile() {
  const session = useSession();
  const { data, error, isLoading } = useUser();
  const user = data ?? session.user;
  return (
    <AccountProfileView
      isLoading={isLoading && !user}
      isError={!!error && !user}
      user={user ? { name: user.name, mail: user.mail, mobile_no: user.mobile_no, avatarUrl: avatarUrl(user.profile_url, 200) } : null}
    />
  );
}
