import { useLoaderData } from '@gfm/shared/router';
import { WhatsOn, type WhatsOnProps, whatsOnLoader as loaderFor } from '@gfm/shared/features/whats-on';
import { events, offers } from '../../data/offers';
import { palamStores } from '../../data/stores';

export const loader = loaderFor('gfmpalam', offers, events, palamStores);

/** `/gfmpalam/whats-on`: offers and events, filtered by their dates as the page is rendered. */
export function Component() {
  return <WhatsOn {...useLoaderData<WhatsOnProps>()} />;
}
