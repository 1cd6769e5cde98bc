import { describe, expect, it } from '@jest/globals';
import { blameOf, scriptOfError, scriptOwners } from './field-beacon-body';

describe('blameOf', () => {
  const page = 'https://www.example.test/gfm43/food-and-drinks';

  it('blames a script on the remote whose release folder it is in, on the remote’s own origin', () => {
    const owners = scriptOwners(
      { gfm43: 'http://localhost:3001/remoteEntry.js', blog: 'http://localhost:3003/remoteEntry.js' },
      '/main.js',
      'http://localhost:3000/gfm43',
    );
    expect(blameOf('http://localhost:3001/__federation_expose_routes.3f2a.js', owners)).toBe('gfm43');
    expect(blameOf('http://localhost:3003/412.js', owners)).toBe('blog');
    expect(blameOf('http://localhost:3000/main.js', owners)).toBe('shell');
    expect(blameOf('http://localhost:3002/1.js', owners)).toBe('other');
  });

  it('tells a remote’s versioned folder on the site’s origin from the shell’s files and another version', () => {
    const owners = scriptOwners(
      { gfm43: '/remote-gfm43/1.4.0-ab12/remoteEntry.js', gfmpalam: '/remote-gfmpalam/2.0.0-cd34/remoteEntry.js' },
      '/main.js',
      page,
    );
    expect(blameOf('https://www.example.test/remote-gfm43/1.4.0-ab12/512.js', owners)).toBe('gfm43');
    expect(blameOf('https://www.example.test/remote-gfmpalam/2.0.0-cd34/7.js', owners)).toBe('gfmpalam');
    expect(blameOf('https://www.example.test/203.js', owners)).toBe('shell');
    expect(blameOf('chrome-extension://abc/content.js', owners)).toBe('other');
    expect(blameOf(undefined, owners)).toBe('other');
    expect(blameOf('', owners)).toBe('other');
  });
});

describe('scriptOfError', () => {
  it('takes the error event’s file, or else the first address in the stack', () => {
    expect(scriptOfError('http://localhost:3001/5.js', new Error('x'))).toBe('http://localhost:3001/5.js');
    const error = {
      stack:
        'TypeError: no\n    at f (http://localhost:3001/512.abc.js:1:2044)\n    at g (http://localhost:3000/main.js:2:1)',
    };
    expect(scriptOfError(undefined, error)).toBe('http://localhost:3001/512.abc.js');
    expect(scriptOfError(undefined, { stack: 'f@http://localhost:3001/9.js:1:20' })).toBe('http://localhost:3001/9.js');
    expect(scriptOfError(undefined, 'a string was thrown')).toBeUndefined();
    expect(scriptOfError(undefined, null)).toBeUndefined();
  });
});
