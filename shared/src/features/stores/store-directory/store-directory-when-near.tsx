import { deferUntilNear } from '../../../ui/deferred-part/deferred-part';
import type { StoreDirectoryProps } from './store-directory';

/**
 * The directory with its as-you-type filter, its code asked for when it comes
 * near the screen or is touched (decision 068). Until then it is the server's
 * HTML: the filters are a GET form the server answers with the filtered list,
 * the types and the cards are links.
 */
export const StoreDirectoryWhenNear = deferUntilNear<StoreDirectoryProps>(() =>
  import(/* webpackChunkName: "store-directory" */ './store-directory').then(({ StoreDirectory }) => StoreDirectory),
);
