import { MyRooms } from '@momento/marketplace-kit';

/** /account/mymessages: the rooms. */
export function Component() {
  return <MyRooms />;
}
