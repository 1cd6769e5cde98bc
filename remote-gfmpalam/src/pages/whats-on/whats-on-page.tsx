import { useLoaderData } from '@gfm/shared/router';
import { getImage } from '@gfm/shared/images/catalogue';
import { WhatsOn, type WhatsOnProps, whatsOnLoader as loaderFor } from '@gfm/shared/features/whats-on';
import { content } from '../../content';
import { palamStores } from '../../data/stores';

/** The mall's offers and events, from WordPress (decision 077). */
export const loader = loaderFor('gfmpalam', content, palamStores);

/** `/gfmpalam/whats-on`: offers and events, filtered by their dates as the page is rendered and while it is open. */
export function Component() {
  return <WhatsOn {...useLoaderData<WhatsOnProps>()} placeholder={getImage('gfmpalam', 'hero-home')} />;
}
