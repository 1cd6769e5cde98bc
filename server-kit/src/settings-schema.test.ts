/**
 * @jest-environment node
 */
import { parseSettings, readSettings, SettingsError, type Schema } from './settings-schema';

const SCHEMA = {
  PORT: { type: 'integer', default: 3000, minimum: 0, maximum: 65_535, description: 'a port' },
  LEVEL: { type: 'string', default: 'info', enum: ['info', 'warn'], description: 'a level' },
  ROLES: { type: 'string', list: true, itemEnum: ['a', 'b'], description: 'roles' },
  ORIGINS: { type: 'string', list: true, description: 'origins' },
  URL: { type: 'string', pattern: '^https?://', patternMeans: 'an http(s):// address', description: 'an address' },
  LIMIT: { type: 'integer', minimum: 1, description: 'a limit without a default' },
} as const satisfies Schema;

describe('settings read through a schema', () => {
  it('gives each variable its default, and converts and checks what is set', () => {
    expect(readSettings(SCHEMA, {})).toEqual({
      PORT: 3000,
      LEVEL: 'info',
      ROLES: [],
      ORIGINS: [],
      URL: undefined,
      LIMIT: undefined,
    });
    const settings = readSettings(SCHEMA, {
      PORT: '8080',
      LEVEL: 'warn',
      ROLES: ' a, b ,',
      ORIGINS: 'http://x, http://y',
      URL: 'https://prometheus.example',
      LIMIT: '7',
    });
    expect(settings).toEqual({
      PORT: 8080,
      LEVEL: 'warn',
      ROLES: ['a', 'b'],
      ORIGINS: ['http://x', 'http://y'],
      URL: 'https://prometheus.example',
      LIMIT: 7,
    });
  });

  it('counts an empty value as unset, and reads no variable the schema does not name', () => {
    const settings = readSettings(SCHEMA, { PORT: '', LEVEL: '', PATH: '/usr/bin', OTHER: 'x' });
    expect(settings.PORT).toBe(3000);
    expect(settings.LEVEL).toBe('info');
    expect(Object.keys(settings).sort()).toEqual(['LEVEL', 'LIMIT', 'ORIGINS', 'PORT', 'ROLES', 'URL']);
  });

  it('names every variable that cannot be right in one error, each with what it must be', () => {
    const wrong = { PORT: '70000', LEVEL: 'loud', ROLES: 'a,c', URL: 'ftp://secret@host', LIMIT: '1.5' };
    const { settings, problems } = parseSettings(SCHEMA, wrong);
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535, not "70000"',
      'LEVEL must be one of info, warn, not "loud"',
      'ROLES takes a, b, not "c"',
      'URL must be an http(s):// address',
      'LIMIT must be a whole number of at least 1, not "1.5"',
    ]);
    // What cannot be right is at its default, the rest as given.
    expect(settings).toMatchObject({ PORT: 3000, LEVEL: 'info', ROLES: [], URL: undefined, LIMIT: undefined });
    expect(() => readSettings(SCHEMA, wrong)).toThrow(SettingsError);
    expect(() => readSettings(SCHEMA, { PORT: 'x' })).toThrow(/^PORT must be a whole number from 0 to 65535, not "x"$/);
    // An address may hold a password: it is never repeated in the message.
    expect(problems.join(' ')).not.toContain('secret');
  });

  it('reads whole numbers only', () => {
    for (const wrong of ['-1', '3000.5', '3e', 'three', '65536'])
      expect(parseSettings(SCHEMA, { PORT: wrong }).problems).toHaveLength(1);
    expect(readSettings(SCHEMA, { PORT: '0' }).PORT).toBe(0);
  });
});

describe('a variable a server cannot start without', () => {
  const REQUIRED = {
    DIR: { type: 'string', required: true, description: 'the folder it reads' },
    SECONDS: { type: 'integer', default: 300, minimum: 1, description: 'how often' },
  } as const satisfies Schema;

  it('is named when missing or empty, beside the other problems', () => {
    expect(parseSettings(REQUIRED, { SECONDS: '0' }).problems).toEqual([
      'DIR is missing: the folder it reads',
      'SECONDS must be a whole number of at least 1, not "0"',
    ]);
    expect(() => readSettings(REQUIRED, { DIR: '' })).toThrow('DIR is missing: the folder it reads');
    expect(readSettings(REQUIRED, { DIR: '/srv' })).toEqual({ DIR: '/srv', SECONDS: 300 });
  });
});
