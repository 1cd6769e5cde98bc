import { whatsOnSearchEntries } from '@gfm/shared/features/whats-on';
import { content } from './content';
import { palamStores } from './data/stores';

/** This mall's offers running and events to come, for the site's search (decision 077). */
export const searchEntries = () => whatsOnSearchEntries('gfmpalam', content, palamStores);
