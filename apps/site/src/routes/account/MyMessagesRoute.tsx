import { MyRooms } from '@momento/marketplace-kit';

/** /account/mymessages: the rooms (account-area.md section 2). */
export function Component() {
  return <MyRooms />;
}
