import path from 'node:path';
import { createRequire } from 'node:module';
import { hostSharedChunk, sharedDependencies } from './federation-shared.mjs';

const require = createRequire(path.join(import.meta.dirname, '../shell/package.json'));

/** A file the shell's build takes for each shared module (a `name/` key: one of the modules under it). */
const examples = { 'react/': 'react/jsx-runtime', 'react-dom/': 'react-dom/client' };

describe('hostSharedChunk', () => {
  it.each(Object.keys(sharedDependencies()))('takes the shell’s %s into the one chunk of shared modules', (name) => {
    expect(require.resolve(examples[name] ?? name)).toMatch(hostSharedChunk.test);
  });

  it('takes what those modules import, and nothing of the app’s own', () => {
    expect(require.resolve('scheduler')).toMatch(hostSharedChunk.test);
    expect(require.resolve('react-router/dom')).toMatch(hostSharedChunk.test);
    expect(require.resolve('@gfm/shared/paths')).not.toMatch(hostSharedChunk.test);
    expect(require.resolve('@gfm/shared/routing/page-routes')).not.toMatch(hostSharedChunk.test);
  });
});
