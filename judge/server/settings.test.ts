/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { publicKeyText } from '@gfm/release/signature';
import { SettingsError } from '@gfm/server-kit/settings-schema';
import { judgeSettingsFromEnv } from './settings';

const NEEDED = { JUDGE_RELEASES_DIR: '/srv/releases', JUDGE_PROMETHEUS_URL: 'http://127.0.0.1:8601' };

describe("the judge's settings", () => {
  it('takes the defaults it always had', () => {
    const settings = judgeSettingsFromEnv(NEEDED);
    expect(settings).toMatchObject({
      remotes: [],
      stateDir: path.resolve('.judge'),
      lookMs: 300_000,
      host: '127.0.0.1',
      port: 8603,
      logLevel: 'info',
    });
    expect(settings.look).toMatchObject({ releasesDir: '/srv/releases', keys: {}, config: {} });
    expect(settings.look.stateFile).toBe(path.resolve('.judge', 'stages.json'));
  });

  it("reads each remote's keys and the stage's least time and page views over JUDGE_CONFIG", () => {
    const { publicKey } = crypto.generateKeyPairSync('ed25519');
    const settings = judgeSettingsFromEnv({
      ...NEEDED,
      JUDGE_REMOTES: 'remote-gfm43, remote-blog',
      REMOTE_GFM43_PUBLIC_KEY: publicKeyText(publicKey),
      JUDGE_CONFIG: JSON.stringify({ minStageMinutes: 5, minStageVisitors: 10 }),
      JUDGE_MIN_STAGE_MINUTES: '1',
      JUDGE_LOOK_SECONDS: '2',
    });
    expect(settings.remotes).toEqual(['remote-gfm43', 'remote-blog']);
    expect(settings.look.keys['remote-gfm43']).toHaveLength(1);
    expect(settings.look.keys['remote-blog']).toEqual([]);
    expect(settings.look.config).toEqual({ minStageMinutes: 1, minStageVisitors: 10 });
    expect(settings.lookMs).toBe(2000);
  });

  it('names every variable that cannot be right, and what is missing, in one error', () => {
    let error: unknown;
    try {
      judgeSettingsFromEnv({
        JUDGE_REMOTES: 'remote-gfm43,remote-nowhere',
        JUDGE_PORT: '99999',
        JUDGE_CONFIG: '{',
        REMOTE_GFM43_PUBLIC_KEY: 'not a key',
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problems = (error as SettingsError).problems.join('\n');
    for (const name of [
      'JUDGE_REMOTES takes',
      'JUDGE_RELEASES_DIR is missing',
      'JUDGE_PROMETHEUS_URL is missing',
      'JUDGE_PORT must be a whole number from 0 to 65535',
      'JUDGE_CONFIG must be JSON',
    ])
      expect(problems).toContain(name);
  });

  it("names a remote's key that cannot be read", () => {
    expect(() =>
      judgeSettingsFromEnv({ ...NEEDED, JUDGE_REMOTES: 'remote-gfm43', REMOTE_GFM43_PUBLIC_KEY: 'not a key' }),
    ).toThrow(/^REMOTE_GFM43_PUBLIC_KEY: /);
  });
});
