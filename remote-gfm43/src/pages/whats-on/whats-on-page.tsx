import { useLoaderData } from '@gfm/shared/router';
import { getImage } from '@gfm/shared/images/catalogue';
import { WhatsOn, type WhatsOnProps, whatsOnLoader as loaderFor } from '@gfm/shared/features/whats-on';
import { content } from '../../content';
import { gfm43Stores } from '../../data/stores';

/** The mall's offers and events, from WordPress (decision 077). */
export const loader = loaderFor('gfm43', content, gfm43Stores);

/** `/gfm43/whats-on`: offers and events, filtered by their dates as the page is rendered and while it is open. */
export function Component() {
  return <WhatsOn {...useLoaderData<WhatsOnProps>()} placeholder={getImage('gfm43', 'hero-home')} />;
}
