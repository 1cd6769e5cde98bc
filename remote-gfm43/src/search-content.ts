import { whatsOnSearchEntries } from '@gfm/shared/features/whats-on';
import { content } from './content';
import { gfm43Stores } from './data/stores';

/** This mall's offers running and events to come, for the site's search (decision 077). */
export const searchEntries = () => whatsOnSearchEntries('gfm43', content, gfm43Stores);
