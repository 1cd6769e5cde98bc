/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { render } from '../../deploy/render.mjs';
import { bandOf, CANARY_LADDER, inCanary } from './bands';
import { seedKeysFromText, seedKeysText, signSeed, newSeedKey, type SeedKeys } from './visitor-seed';

/**
 * The front's bands (deploy/nginx/canary-bands.conf.template, drawn by
 * Debian's nginx) and the shell's (bands.ts) for the same seeds: they must
 * agree, or the front would key a page for one band and the shell render it
 * for another. And the front's check of a seed's signature (visitor-seed.js,
 * in njs) takes what visitor-seed.ts signs, and nothing else (decision 075).
 */
const NGINX = '/usr/sbin/nginx';
const JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const DEPLOY = path.resolve(__dirname, '../../deploy/nginx');
const TEMPLATE = path.join(DEPLOY, 'canary-bands.conf.template');
const keysOf = (text: string): SeedKeys => {
  const keys = seedKeysFromText(text);
  if (keys instanceof Error) throw keys;
  return keys;
};
// The signing key, and the one before it, still accepted.
const keys = keysOf(seedKeysText({ signing: newSeedKey(12), accepted: [newSeedKey(12), newSeedKey(11)] }));
const older = { signing: keys.accepted[1] ?? keys.signing, accepted: [keys.accepted[1] ?? keys.signing] };
const REMOTES = ['gfm43', 'gfmpalam', 'blog'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let dir: string;
let nginx: ChildProcess;
let origin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-bands-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, temp));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const bands = path.join(dir, 'canary-bands.conf');
  fs.writeFileSync(
    bands,
    render(fs.readFileSync(TEMPLATE, 'utf8'), { SEED_SCRIPT: path.join(DEPLOY, 'visitor-seed.js') }),
  );
  const conf = `daemon off;
load_module ${JS_MODULE};
env GFM_SEED_KEYS;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${bands};
  server {
    listen 127.0.0.1:${port};
    location / {
      set $gfm_canaries $arg_canaries;
      # What a shell's answer to the page's auth_request sets: a seed it issued.
      set $gfm_new_seed $arg_new;
      add_header Set-Cookie $gfm_seed_cookie always;
      add_header Set-Cookie $gfm_bucket_cookie always;
      return 200 "$gfm_seed_request|$gfm_seed $gfm_band_gfm43 $gfm_band_gfmpalam $gfm_band_blog $gfm_gets_gfm43 $gfm_gets_gfmpalam $gfm_gets_blog";
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
    env: { ...process.env, GFM_SEED_KEYS: seedKeysText(keys) },
  });
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});

afterAll(() => {
  nginx?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * What nginx drew for a request: what it asks of the shell, the seed, each remote's band, and whether the
 * visitor gets each canary; `issued` is a seed a shell issued for the page.
 */
async function front(cookie: string | undefined, canaries: string, issued = '') {
  const response = await fetch(`${origin}/?canaries=${canaries}&new=${issued}`, {
    headers: cookie ? { cookie } : {},
  });
  const [head = '', ...rest] = (await response.text()).split(' ');
  const [request = '', seed = ''] = head.split('|');
  return {
    request,
    seed,
    bands: rest.slice(0, 3).map(Number),
    gets: rest.slice(3),
    cookies: response.headers.getSetCookie(),
  };
}

/** Seeds of 32 hex digits, the same on every run. */
const seeds = Array.from({ length: 600 }, (_, index) =>
  Buffer.from(`${index}`.padStart(16, '0'))
    .toString('hex')
    .slice(0, 32)
    .split('')
    .map((digit, at) => ((parseInt(digit, 16) * 7 + at * 3 + index) % 16).toString(16))
    .join(''),
);

describe('the front and the shell draw the same bands', () => {
  it('for every seed, each remote’s band and each canary’s visitors agree', async () => {
    // Each remote's canary at a step of the ladder, a different one per seed; 20 requests at a time.
    for (let start = 0; start < seeds.length; start += 20) {
      await Promise.all(
        seeds.slice(start, start + 20).map(async (seed, offset) => {
          const index = start + offset;
          const percents = REMOTES.map((_, at) => CANARY_LADDER[(index + at * 2) % CANARY_LADDER.length] ?? 100);
          const canaries = REMOTES.map((remote, at) => `${remote}=${percents[at]}`).join(',');
          const drawn = await front(`gfm_seed=${signSeed(keys, { seed })}`, canaries);
          const expected = REMOTES.map((remote) => bandOf(seed, `remote-${remote}`));
          expect({ request: drawn.request, seed: drawn.seed, bands: drawn.bands }).toEqual({
            request: '',
            seed,
            bands: expected,
          });
          expect(drawn.gets).toEqual(
            expected.map((band, at) => (inCanary(band, percents[at] ?? 0) ? 'canary' : 'current')),
          );
          expect(drawn.cookies).toEqual([]);
        }),
      );
    }
  }, 30_000);

  it('asks a shell for a seed when the visitor has none the site signed, and gives it no canary without one', async () => {
    const seed = seeds[0] ?? '';
    const signed = signSeed(keys, { seed });
    const everyCanary = REMOTES.map((remote) => `${remote}=100`).join(',');
    const refused = [
      undefined,
      // Before decision 075, the front made seeds itself, unsigned.
      `gfm_seed=${seed}`,
      // Another visitor's band under this MAC, or a key the site does not have.
      `gfm_seed=f${signed.slice(1)}`,
      `gfm_seed=${signSeed(keysOf(seedKeysText({ signing: newSeedKey(12), accepted: [newSeedKey(12)] })), { seed })}`,
      'gfm_bucket=42',
    ];
    for (const cookie of refused) {
      const drawn = await front(cookie, everyCanary);
      expect({ cookie, request: drawn.request, seed: drawn.seed, gets: drawn.gets }).toEqual({
        cookie,
        request: 'new',
        seed: '',
        gets: ['current', 'current', 'current'],
      });
    }
  });

  it('keeps the seed a shell issued in the cookie, draws its bands, and ends the old bucket cookie', async () => {
    const issued = signSeed(keys, { seed: seeds[1] ?? '' });
    const drawn = await front('gfm_bucket=42', '', issued);
    expect(drawn.seed).toBe(seeds[1]);
    expect(drawn.bands).toEqual(REMOTES.map((remote) => bandOf(drawn.seed, `remote-${remote}`)));
    expect(drawn.gets).toEqual(['current', 'current', 'current']);
    expect(drawn.cookies).toEqual([
      `gfm_seed=${issued}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
      'gfm_bucket=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    ]);
  });

  it('asks for a seed signed under the key before to be signed again, and draws its bands meanwhile', async () => {
    const seed = seeds[2] ?? '';
    const drawn = await front(`gfm_seed=${signSeed(older, { seed })}`, '');
    expect({ request: drawn.request, seed: drawn.seed }).toEqual({ request: 'renew', seed });
  });
});
