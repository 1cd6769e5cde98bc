import fs from 'node:fs';
import path from 'node:path';
import { setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { configFromEnv, unknownConfigVariables } from '@gfm/shared/config/environment';
import { buildApp } from './app';
import { watchMemory } from './memory-watch';
import type { ShellAssets } from './render/pages';
import { integrityOf } from '@gfm/release/signature';
import { listen } from '@gfm/server-kit/server';
import { remoteKeysFromEnv, SERVER_ENV, settingsFromEnv } from './settings';

/**
 * The exit code of a server that stopped because its memory ran high (EX_TEMPFAIL): its supervisor starts it again
 * (topology/src/supervisor.mjs, deploy/systemd/gfm-shell@.service).
 */
const EXIT_MEMORY = 75;

/** The site's configuration and the server's settings from the environment; a wrong one stops it (EX_CONFIG). */
function settingsOrExit(distDir: string) {
  try {
    const unknown = unknownConfigVariables(process.env, SERVER_ENV);
    if (unknown.length > 0)
      throw new Error(
        `Unknown setting${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: a misspelt name? (docs/configuration.md lists them)`,
      );
    const config = configFromEnv(process.env);
    const settings = settingsFromEnv(process.env, distDir);
    const remoteKeys = remoteKeysFromEnv(process.env, config.remotes);
    return { config, settings, remoteKeys };
  } catch (error) {
    console.error(`The shell's server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(78);
  }
}

/**
 * The shell's production server: `node shell/dist/server/main.js`. Its
 * settings and the site's configuration come from the environment and are
 * checked before it listens (a typo stops it with the variable's name); it
 * stops on SIGTERM or SIGINT once the requests in flight have their answers,
 * and so when what its heap holds alive passes its limit.
 */
async function main(): Promise<void> {
  const distDir = path.resolve(__dirname, '..');
  const { config, settings, remoteKeys } = settingsOrExit(distDir);
  setRuntimeConfig(config);
  const shellAssets = JSON.parse(fs.readFileSync(path.join(distDir, 'client-assets.json'), 'utf8')) as ShellAssets;
  // Every page names main.js's hash; main.js holds its chunks' (docs/decisions/048).
  shellAssets.entryIntegrity = integrityOf(fs.readFileSync(path.join(distDir, shellAssets.entry)));
  // The one script the page names, and the scripts it loads after the load (decisions 070, 078), with their hashes.
  if (shellAssets.boot) {
    shellAssets.bootIntegrity = integrityOf(fs.readFileSync(path.join(distDir, shellAssets.boot)));
    const bootDir = path.dirname(shellAssets.boot);
    const files = fs.readdirSync(path.join(distDir, bootDir));
    const measure = files.find((file) => /^field-beacon\.\w+\.js$/.test(file));
    if (measure) {
      shellAssets.measure = path.posix.join(bootDir, measure);
      shellAssets.measureIntegrity = integrityOf(fs.readFileSync(path.join(distDir, shellAssets.measure)));
    }
    // The late script, loaded after the load too (decision 078).
    const later = files.find((file) => /^after-load\.\w+\.js$/.test(file));
    if (later) {
      shellAssets.later = path.posix.join(bootDir, later);
      shellAssets.laterIntegrity = integrityOf(fs.readFileSync(path.join(distDir, shellAssets.later)));
    }
  }
  // Read once, here: the shell's style sheets are written into every page.
  const shellStyles = Object.fromEntries(
    shellAssets.styles.map((href) => [href, fs.readFileSync(path.join(distDir, href), 'utf8')]),
  );
  const app = await buildApp({
    config,
    settings,
    shellAssets,
    shellStyles,
    remoteKeys,
    heapFloor: () => memory.floor(),
  });
  const unsigned = Object.keys(config.remotes).filter((remote) => !(remote in remoteKeys));
  if (unsigned.length > 0)
    app.log.warn({ remotes: unsigned }, 'remotes on this machine run unsigned (no REMOTE_<NAME>_PUBLIC_KEY)');

  let stopping = false;
  const stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    const forced = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period; stopping anyway');
      process.exit(1);
    }, settings.stopGraceMs);
    forced.unref();
    app.close().then(
      () => process.exit(code),
      (error: unknown) => {
        app.log.error({ error: String(error) }, 'the server did not close cleanly');
        process.exit(1);
      },
    );
  };
  const memory = watchMemory({
    limitBytes: settings.memoryLimitBytes,
    onOver: (heapBytes) => {
      app.log.warn(
        { heapMb: Math.round(heapBytes / 1024 / 1024), limitMb: Math.round(settings.memoryLimitBytes / 1024 / 1024) },
        'the heap stays past its limit: stopping to be started again',
      );
      stop('memory', EXIT_MEMORY);
    },
  });
  // A promise a remote's server code left unhandled (it gave up on it): its page was answered already, and one
  // remote's slip must not stop every page of the site (Node stops the process on one by default).
  process.on('unhandledRejection', (reason) => {
    app.log.error({ error: reason instanceof Error ? reason.stack : String(reason) }, 'a promise rejected unhandled');
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await listen(app, settings);
}

void main();
