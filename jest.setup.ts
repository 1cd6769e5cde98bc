import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy* and waitFor give up after 1 s by default: a part loaded on demand (the floor plan) took longer
// to compile and render beside a build on two cores, and a test failed for the machine's speed. A
// limit guards against a hang (the test's own limit is 20 s, jest.config.mjs).
configure({ asyncUtilTimeout: 10_000 });

// The apps register their mall's image set when they start (src/image-set.ts);
// unit tests render components of every mall, so all sets are loaded here.
import { registerImageSet } from './shared/src/images/catalogue';
import { gfm43 } from './remote-gfm43/src/data/images';
import { gfmpalam } from './remote-gfmpalam/src/data/images';
import { loaderKinds as gfm43Loaders } from './remote-gfm43/src/data/images-loaders';
import { loaderKinds as gfmpalamLoaders } from './remote-gfmpalam/src/data/images-loaders';

registerImageSet('gfm43', gfm43, gfm43Loaders);
registerImageSet('gfmpalam', gfmpalam, gfmpalamLoaders);

// Each app's bootstrap installs the run-time configuration before anything renders; the tests
// start from the defaults an empty environment gives.
import { setRuntimeConfig } from './shared/src/config/runtime-config';
import { configFromEnv } from './shared/src/config/environment';

setRuntimeConfig(configFromEnv({}));
beforeEach(() => setRuntimeConfig(configFromEnv({})));
