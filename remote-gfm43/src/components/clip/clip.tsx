import { deferUntilNear } from '@gfm/shared/ui/deferred-part';

/**
 * A clip whose player code (its source, play on screen, its pause control) is
 * asked for when it comes near the screen or is touched (decision 068). Until
 * then it is the server's HTML: its poster in its frame, at its size.
 */
export const Clip = deferUntilNear(() =>
  import(/* webpackChunkName: "clip-player" */ '@gfm/shared/ui/video').then(({ Video }) => Video),
);
