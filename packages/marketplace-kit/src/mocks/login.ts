import type { LoginReply } from '@momento/contract';
import type { MockDb } from './db.ts';
import { issueTokens } from './http.ts';

/**
 * A login reply for a seeded account, as if the user had logged in: pass it to `session.signIn(...)` so a story or
 * test starts signed in. The tokens are registered with this mock's db.
 */
export function mockLogin(db: MockDb, email: string): LoginReply {
  const account = db.accounts.find((entry) => entry.user.mail.toLowerCase() === email.toLowerCase());
  if (!account) throw new Error(`mockLogin: no account ${email} in the mock db`);
  return { ...issueTokens(db, account.user.id), user_data: account.user };
}
