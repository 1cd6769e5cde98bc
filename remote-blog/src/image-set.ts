// The blog list's slider shows pictures of the Sector 43 set (blog-slide-*):
// the shared catalogue bundles only the brand's own set, so this registers it.
import { registerImageSet } from '@gfm/shared/images/catalogue';
import { gfm43 } from '@gfm/shared/images/sets/gfm43';

registerImageSet('gfm43', gfm43);
