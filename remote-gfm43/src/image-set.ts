// This mall's pictures: the set is generated into this remote (src/data/images.ts,
// by `npm run media -w remote-gfm43`), and the shared catalogue learns of it
// here, before anything of the remote renders (decision 049).
import { registerImageSet } from '@gfm/shared/images/catalogue';
import { gfm43 } from './data/images';
import { loaderKinds } from './data/images-loaders';

declare module '@gfm/shared/images/catalogue' {
  interface ImageSets {
    gfm43: typeof gfm43;
  }
}

registerImageSet('gfm43', gfm43, loaderKinds);
