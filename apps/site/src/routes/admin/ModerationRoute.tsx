import { ModerationQueue } from '@momento/marketplace-kit';
import { useQueryProps } from '../../navigation.tsx';

/** /admin/moderation: the moderation queue; its filters (`kind`, `age`) live in the query string. */
export function Component() {
  return <ModerationQueue {...useQueryProps()} />;
}
