import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { configFromEnv } from '@gfm/shared/config/environment';
import {
  loadRemoteModule,
  MIN_REMOTE_WAIT_MS,
  PAGE_DEADLINE_MS,
  registerRemoteEntries,
  RemoteUnavailableError,
  remoteTimeoutMs,
  REMOTE_TIMEOUT_MS,
} from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

describe('remote loader', () => {
  /** The page's one runtime plugin for the entries' hashes, registered with the first entries. */
  let integrityPlugin: ModuleFederationRuntimePlugin | undefined;
  beforeAll(() => {
    registerRemoteEntries({});
    integrityPlugin = jest.mocked(registerPlugins).mock.calls[0]?.[0]?.[0];
  });

  beforeEach(() => {
    jest.clearAllMocks();
    registerRemoteEntries(configFromEnv({}).remotes);
  });

  it('puts the hash the server named on a remote entry’s script, and leaves an entry it named none for alone', () => {
    const entry = 'https://static.example/remote-gfm43/v1/remoteEntry.js';
    registerRemoteEntries({ gfm43: entry }, { [entry]: 'sha384-abc' });
    registerRemoteEntries({ gfm43: entry }, { [entry]: 'sha384-def' });
    // One plugin for the page, reading the entries of the last registration.
    expect(registerPlugins).not.toHaveBeenCalled();
    const createScript = integrityPlugin?.createScript as (args: { url: string }) => HTMLScriptElement | undefined;
    const script = createScript({ url: entry });
    expect(script?.integrity).toBe('sha384-def');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(createScript({ url: 'http://localhost:3001/remoteEntry.js' })).toBeUndefined();
  });

  it('registers every configured remote without loading any', () => {
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [
        { name: 'gfm43', entry: 'http://localhost:3001/remoteEntry.js' },
        { name: 'gfmpalam', entry: 'http://localhost:3002/remoteEntry.js' },
        { name: 'blog', entry: 'http://localhost:3003/remoteEntry.js' },
      ],
      { force: true },
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads an exposed module by remote and name', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ routes: [] });
    await expect(loadRemoteModule('gfm43', 'routes')).resolves.toEqual({ routes: [] });
    expect(mockedLoadRemote).toHaveBeenCalledWith('gfm43/routes');
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const loading = loadRemoteModule('gfmpalam', 'layout', { timeoutMs: REMOTE_TIMEOUT_MS });
    const expectation = expect(loading).rejects.toThrow(
      new RemoteUnavailableError('gfmpalam', `no answer within ${REMOTE_TIMEOUT_MS} ms`),
    );
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await expectation;
    jest.useRealTimers();
  });

  it('lets the view know when a remote that ran out of time arrives after all', async () => {
    jest.useFakeTimers();
    let arrive: (module: unknown) => void = () => undefined;
    mockedLoadRemote.mockReturnValueOnce(new Promise((done) => (arrive = done)));
    const loading = loadRemoteModule('gfm43', 'layout', { timeoutMs: REMOTE_TIMEOUT_MS });
    const failure = loading.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    const error = await failure;
    jest.useRealTimers();
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    const late = (error as RemoteUnavailableError).late;
    expect(late).toBeInstanceOf(Promise);
    arrive({ default: 'layout' });
    await expect(late).resolves.toBe(true);
  });

  it('while the page starts, gives a remote what is left of the page deadline, but at least the minimum wait', () => {
    expect(remoteTimeoutMs(800)).toBe(PAGE_DEADLINE_MS - 800);
    expect(remoteTimeoutMs(PAGE_DEADLINE_MS - 1000)).toBe(MIN_REMOTE_WAIT_MS);
    expect(remoteTimeoutMs(PAGE_DEADLINE_MS + 1)).toBe(REMOTE_TIMEOUT_MS);
    expect(remoteTimeoutMs(60_000)).toBe(REMOTE_TIMEOUT_MS);
  });

  it('reports a failed or empty load as the remote being unavailable', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    await expect(loadRemoteModule('blog', 'blog-list')).rejects.toBeInstanceOf(RemoteUnavailableError);
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadRemoteModule('blog', 'blog-list')).rejects.toThrow('"blog-list" could not be loaded');
  });

  it('re-registers the remote before a retry, so a failed entry is fetched again', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: 'ok' });
    await loadRemoteModule('gfm43', 'layout', { retry: true });
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'gfm43', entry: 'http://localhost:3001/remoteEntry.js' }],
      {
        force: true,
      },
    );
  });
});
