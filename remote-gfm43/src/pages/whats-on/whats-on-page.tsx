import { useLoaderData } from '@gfm/shared/router';
import { WhatsOn, type WhatsOnProps, whatsOnLoader as loaderFor } from '@gfm/shared/features/whats-on';
import { events, offers } from '../../data/offers';
import { gfm43Stores } from '../../data/stores';

export const loader = loaderFor('gfm43', offers, events, gfm43Stores);

/** `/gfm43/whats-on`: offers and events, filtered by their dates as the page is rendered. */
export function Component() {
  return <WhatsOn {...useLoaderData<WhatsOnProps>()} />;
}
