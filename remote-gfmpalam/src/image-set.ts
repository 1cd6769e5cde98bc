// This mall's pictures: the shared catalogue bundles only the brand's own set,
// and each remote registers its mall's set before anything of it renders.
import { registerImageSet } from '@gfm/shared/images/catalogue';
import { gfmPalam } from './data/images';

registerImageSet('gfmPalam', gfmPalam);
