import { EventBrowser } from '@momento/marketplace-kit';
import { useQueryProps } from '../navigation.tsx';

/** /momentHistory?genre=&venue=&team=&artist=&name= */
export function Component() {
  return <EventBrowser {...useQueryProps()} />;
}
