import '@testing-library/jest-dom';

// The apps register their mall's image set when they start (src/image-set.ts);
// unit tests render components of every mall, so all sets are loaded here.
import { registerImageSet } from './shared/src/images/catalogue';
import { gfm43 } from './shared/src/images/sets/gfm43';
import { gfmPalam } from './shared/src/images/sets/gfmPalam';

registerImageSet('gfm43', gfm43);
registerImageSet('gfmPalam', gfmPalam);
