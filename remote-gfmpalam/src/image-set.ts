// This mall's pictures: the set is generated into this remote (src/data/images.ts,
// by `npm run media -w remote-gfmpalam`), and the shared catalogue learns of it
// here, before anything of the remote renders (decision 049).
import { registerImageSet } from '@gfm/shared/images/catalogue';
import { gfmpalam } from './data/images';
import { loaderKinds } from './data/images-loaders';

declare module '@gfm/shared/images/catalogue' {
  interface ImageSets {
    gfmpalam: typeof gfmpalam;
  }
}

registerImageSet('gfmpalam', gfmpalam, loaderKinds);
