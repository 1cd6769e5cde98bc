/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Each boundary a decision record promises fails the lint on an import that
 * crosses it, and lets the import that respects it through. The samples are
 * linted with the repository's own eslint.config.mjs, as files at the paths
 * they name (ESLint's lintText: nothing is written to the tree); a cycle is
 * closed through a real module that imports the sample's path. Every zone of
 * import-x/no-restricted-paths has a case that fails without it: a zone no
 * case needs is found by the last test.
 */

const root = path.resolve(__dirname, '..');

interface Sample {
  file: string;
  code: string;
}
interface Problem {
  rule: string | null;
  message: string;
}

/** ESLint loads its config with import(), which jest's module system does not run: lint in a Node.js of its own. */
function runNode<T>(script: string, input: unknown): T {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as T;
}

function lint(samples: readonly Sample[]): Problem[][] {
  return runNode<Problem[][]>(
    `
    import { readFileSync } from 'node:fs';
    import { ESLint } from 'eslint';
    const samples = JSON.parse(readFileSync(0, 'utf8'));
    const eslint = new ESLint({ cwd: process.cwd() });
    const problems = [];
    for (const { file, code } of samples) {
      const [result] = await eslint.lintText(code, { filePath: file });
      problems.push(result.messages.map(({ ruleId, message }) => ({ rule: ruleId, message })));
    }
    process.stdout.write(JSON.stringify(problems));
  `,
    samples,
  );
}

interface ZoneCoverage {
  target: string | string[];
  message: string;
  /** The case that fails with the zone alone and passes with every zone but it, if any. */
  caughtBy: string | null;
}

/**
 * For each zone of the configuration's import-x/no-restricted-paths, the case it alone catches: linted with that
 * zone only, the case fails with its message; linted with every other zone, it does not. A zone no case needs
 * could be deleted with every test still green.
 */
function zoneCoverage(zoneCases: readonly { name: string; sample: Sample; says: string }[]): ZoneCoverage[] {
  return runNode<ZoneCoverage[]>(
    `
    import { readFileSync } from 'node:fs';
    import { pathToFileURL } from 'node:url';
    import { ESLint } from 'eslint';
    import tseslint from 'typescript-eslint';
    const cases = JSON.parse(readFileSync(0, 'utf8'));
    const config = (await import(pathToFileURL('eslint.config.mjs').href)).default;
    const RULE = 'import-x/no-restricted-paths';
    const entry = config.find((object) => object.rules?.[RULE]);
    const [, { zones, basePath }] = entry.rules[RULE];
    const eslintWith = (subset) =>
      new ESLint({
        cwd: process.cwd(),
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.{ts,tsx,mjs,js,cjs}'],
            languageOptions: { parser: tseslint.parser, sourceType: 'module' },
            plugins: entry.plugins,
            settings: entry.settings,
            rules: { [RULE]: ['error', { zones: subset, basePath }] },
          },
        ],
      });
    const fails = async (eslint, { sample, says }) =>
      (await eslint.lintText(sample.code, { filePath: sample.file }))[0].messages.some(
        (problem) => problem.ruleId === RULE && problem.message.includes(says),
      );
    const coverage = [];
    for (const zone of zones) {
      const alone = eslintWith([zone]);
      const others = eslintWith(zones.filter((other) => other !== zone));
      let caughtBy = null;
      for (const entry of cases.filter((entry) => zone.message.includes(entry.says))) {
        if ((await fails(alone, entry)) && !(await fails(others, entry))) {
          caughtBy = entry.name;
          break;
        }
      }
      coverage.push({ target: zone.target, message: zone.message, caughtBy });
    }
    process.stdout.write(JSON.stringify(coverage));
  `,
    zoneCases,
  );
}

interface Case {
  name: string;
  sample: Sample;
  /** The rule that must fail, and a phrase of its message; null: the import is allowed and nothing fails. */
  fails: { rule: string; says: string } | null;
}

const zone = (says: string) => ({ rule: 'import-x/no-restricted-paths', says });
const spelling = (says: string) => ({ rule: 'no-restricted-imports', says });
const byPackageName = { rule: 'import-x/no-relative-packages', says: 'Relative import from another package' };
const cycle = { rule: 'import-x/no-cycle', says: 'Dependency cycle' };
const probe = (file: string, code: string): Sample => ({ file, code: `${code}\nexport const probe = 1;\n` });

/** A module inside a folder, by its path there: a zone only judges an import that resolves to a file. */
const moduleIn = (folder: string): string => {
  const files = (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !/(^|\/)index\.|\.test\./.test(name))
    .sort();
  return (files[0] as string).replace(/\.tsx?$/, '');
};

/** Every feature of shared, and every room of the shell's server, is a zone of its own: each gets a case. */
const features = fs
  .readdirSync(path.join(root, 'shared/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const rooms = fs
  .readdirSync(path.join(root, 'shell/server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureCases: Case[] = features.map((feature, index) => {
  const other = features[(index + 1) % features.length] as string;
  return {
    name: `the feature ${feature} importing a file inside ${other}`,
    sample: probe(
      `shared/src/features/${feature}/probe.ts`,
      `import * as inside from '../${other}/${moduleIn(`shared/src/features/${other}`)}';\nvoid inside;`,
    ),
    fails: zone('through its index'),
  };
});
const roomCases: Case[] = rooms.map((room) => ({
  name: `shell/server/${room}/ importing app.ts, the wiring`,
  sample: probe(`shell/server/${room}/probe.ts`, "import { buildApp } from '../app';\nvoid buildApp;"),
  fails: zone(`shell/server/${room}/ imports`),
}));

const cases: readonly Case[] = [
  // Apps never import each other, by package name or by path.
  {
    name: 'the shell importing a mall remote by package name',
    sample: probe('shell/src/probe.ts', "import { brands } from '@gfm/remote-gfm43/data/brands';\nvoid brands;"),
    fails: zone('Apps never import each other'),
  },
  {
    name: 'a mall remote importing the other mall by package name',
    sample: probe('remote-gfm43/src/probe.ts', "import { shops } from '@gfm/remote-gfmpalam/data/shops';\nvoid shops;"),
    fails: zone('Apps never import each other'),
  },
  {
    name: 'a mall remote importing the blog by path',
    sample: probe(
      'remote-gfmpalam/src/probe.ts',
      "import * as blog from '../../remote-blog/src/pages/page-per-mall';\nvoid blog;",
    ),
    fails: zone('Apps never import each other'),
  },
  {
    name: 'the blog importing the shell by path',
    sample: probe('remote-blog/src/probe.ts', "import * as shell from '../../shell/src/routes';\nvoid shell;"),
    fails: zone('Apps never import each other'),
  },
  {
    name: 'shared importing an app',
    sample: probe(
      'shared/src/features/hours/probe.ts',
      "import { brands } from '@gfm/remote-gfm43/data/brands';\nvoid brands;",
    ),
    fails: zone('The shared package imports no app'),
  },
  // Decision 052: the core of shared imports no primitive and no feature.
  {
    name: 'a core module importing a feature by relative path',
    sample: probe('shared/src/data/probe.ts', "import { Footer } from '../features/frame';\nvoid Footer;"),
    fails: zone('The core of shared'),
  },
  {
    name: 'a core module importing a feature by package name',
    sample: probe(
      'shared/src/routing/probe.ts',
      "import * as search from '@gfm/shared/features/search';\nvoid search;",
    ),
    fails: zone('The core of shared'),
  },
  {
    name: "a core module importing a feature's type",
    sample: probe(
      'shared/src/contracts/probe.ts',
      "import type { SearchResult } from '../features/search';\nexport type Probe = SearchResult;",
    ),
    fails: zone('The core of shared'),
  },
  {
    name: "a core module's test importing a feature",
    sample: probe('shared/src/dated/probe.test.ts', "import { OpenNow } from '../features/hours';\nvoid OpenNow;"),
    fails: zone('The core of shared'),
  },
  {
    name: 'the run-time configuration importing a feature',
    sample: probe('shared/src/config/probe.ts', "import { OpenNow } from '../features/hours';\nvoid OpenNow;"),
    fails: zone('The core of shared'),
  },
  {
    name: 'a core module at the top of shared/src importing a primitive',
    sample: probe('shared/src/probe.ts', "import * as button from './ui/button/button';\nvoid button;"),
    fails: zone('The core of shared'),
  },
  {
    name: 'a core module importing the core (allowed)',
    sample: probe('shared/src/seo/probe.ts', "import { mallDetails } from '../data/site';\nvoid mallDetails;"),
    fails: null,
  },
  // Decision 038: a primitive knows no feature; a feature reaches another only through its index.
  {
    name: 'a ui primitive importing a feature',
    sample: probe('shared/src/ui/button/probe.tsx', "import { OpenNow } from '../../features/hours';\nvoid OpenNow;"),
    fails: zone('a primitive imports no feature'),
  },
  ...featureCases,
  {
    name: "a feature's component importing a file inside another feature by package name",
    sample: probe(
      'shared/src/features/visit/visit-page/probe.tsx',
      "import { filterStores } from '@gfm/shared/features/stores/filter-stores';\nvoid filterStores;",
    ),
    fails: zone('through its index'),
  },
  {
    name: "a feature importing another feature's index (allowed)",
    sample: probe(
      'shared/src/features/standalone/probe.ts',
      "import { NotFoundPage } from '../frame';\nvoid NotFoundPage;",
    ),
    fails: null,
  },
  {
    name: 'a feature importing its own files and the core (allowed)',
    sample: probe(
      'shared/src/features/hours/probe.ts',
      "import { openingState } from './opening-hours';\nimport { mallDetails } from '../../data/site';\nvoid openingState;\nvoid mallDetails;",
    ),
    fails: null,
  },
  // Decision 051: the shell server's rooms import each other one way, and none imports the wiring.
  ...roomCases,
  {
    name: 'seeds/, the floor, importing releases/',
    sample: probe(
      'shell/server/seeds/probe.ts',
      "import { fetchText } from '../releases/remote-release';\nvoid fetchText;",
    ),
    fails: zone('shell/server/seeds/ imports no other room'),
  },
  {
    name: 'enquiry/, a floor, importing render/',
    sample: probe(
      'shell/server/enquiry/probe.ts',
      "import type { Page } from '../render/page';\nexport type Probe = Page;",
    ),
    fails: zone('shell/server/enquiry/ imports no other room'),
  },
  {
    name: 'releases/ importing render/',
    sample: probe(
      'shell/server/releases/probe.ts',
      "import type { Page } from '../render/page';\nexport type Probe = Page;",
    ),
    fails: zone('shell/server/releases/ imports of the other rooms only seeds/,'),
  },
  {
    name: 'render/ importing seeds/',
    sample: probe(
      'shell/server/render/probe.ts',
      "import { SeedIssuer } from '../seeds/seed-issuer';\nvoid SeedIssuer;",
    ),
    fails: zone('shell/server/render/ imports of the other rooms only releases/,'),
  },
  {
    name: 'render/ importing site/',
    sample: probe(
      'shell/server/render/probe.ts',
      "import { createSearchIndex } from '../site/mall-search-entries';\nvoid createSearchIndex;",
    ),
    fails: zone('shell/server/render/ imports of the other rooms only releases/,'),
  },
  {
    name: 'render/ importing field/',
    sample: probe('shell/server/render/probe.ts', "import * as beacons from '../field/field-beacons';\nvoid beacons;"),
    fails: zone('shell/server/render/ imports of the other rooms only releases/,'),
  },
  {
    name: 'metrics/ importing routes/',
    sample: probe(
      'shell/server/metrics/probe.ts',
      "import { createPageRoute } from '../routes/page-route';\nvoid createPageRoute;",
    ),
    fails: zone('shell/server/metrics/ imports of the other rooms only releases/, render/,'),
  },
  {
    name: 'routes/ importing metrics/, render/, site/, releases/ and seeds/, and settings.ts (allowed)',
    sample: probe(
      'shell/server/routes/probe.ts',
      [
        "import { serverTiming } from '../metrics/server-timing';",
        "import { busyDocument } from '../render/plain-documents';",
        "import { robotsTxt } from '../site/sitemap';",
        "import { fetchText } from '../releases/remote-release';",
        "import { SeedIssuer } from '../seeds/seed-issuer';",
        "import { settingsFromEnv } from '../settings';",
        'void [serverTiming, busyDocument, robotsTxt, fetchText, SeedIssuer, settingsFromEnv];',
      ].join('\n'),
    ),
    fails: null,
  },
  // Decision 055: the judge's core is pure.
  {
    name: "the judge's core importing its server",
    sample: probe('judge/src/probe.ts', "import { lookAt } from '../server/look';\nvoid lookAt;"),
    fails: zone("The judge's core (judge/src) is pure"),
  },
  {
    name: "a test of the judge's core importing its server",
    sample: probe('judge/src/probe.test.ts', "import { lookAt } from '../server/look';\nvoid lookAt;"),
    fails: zone("The judge's core (judge/src) imports nothing of its server"),
  },
  {
    name: "the judge's core importing a package",
    sample: probe('judge/src/probe.ts', "import { isPointer } from '@gfm/release/pointer';\nvoid isPointer;"),
    fails: zone("The judge's core (judge/src) is pure"),
  },
  {
    name: "the judge's core importing Node's file system",
    sample: probe('judge/src/probe.ts', "import fs from 'node:fs';\nvoid fs;"),
    fails: { rule: 'import-x/no-nodejs-modules', says: 'node:fs' },
  },
  {
    name: "a test of the judge's core importing its seeded simulation (allowed)",
    sample: probe('judge/src/probe.test.ts', "import { Random } from '../bench/random';\nvoid Random;"),
    fails: null,
  },
  // Decision 052: a service takes shared code and other packages by package name, and no app's code.
  {
    name: 'a service importing shared by a relative path',
    sample: probe('collector/src/probe.ts', "import { paths } from '../../shared/src/paths';\nvoid paths;"),
    fails: byPackageName,
  },
  {
    name: 'a service importing a type from inside a shared feature by a relative path',
    sample: probe(
      'stand-ins/src/probe.ts',
      "import type { EnquiryFields } from '../../shared/src/features/enquiry/validation';\nexport type Probe = EnquiryFields;",
    ),
    fails: byPackageName,
  },
  {
    name: 'a command of scripts/ importing an app by a relative path',
    sample: probe('scripts/probe.mjs', "import { brands } from '../remote-gfm43/src/data/brands';\nvoid brands;"),
    fails: byPackageName,
  },
  {
    name: 'a service importing an app',
    sample: probe('operators/src/probe.ts', "import { brands } from '@gfm/remote-gfm43/data/brands';\nvoid brands;"),
    fails: zone('A service imports no app'),
  },
  {
    name: 'the collector importing a stand-in',
    sample: probe(
      'collector/src/probe.ts',
      "import * as content from '../../stand-ins/src/wordpress/content';\nvoid content;",
    ),
    fails: zone('What runs in production imports no stand-in'),
  },
  {
    name: 'a service importing shared through an entry point of its exports (allowed)',
    sample: probe(
      'collector/src/probe.ts',
      "import { validateEnquiry } from '@gfm/shared/features/enquiry/validation';\nvoid validateEnquiry;",
    ),
    fails: null,
  },
  // Decision 050: running code imports no build tooling; the webpack configuration imports no app.
  {
    name: "the shell's server importing the topology",
    sample: probe('shell/server/routes/probe.ts', "import { ports } from '@gfm/topology/ports';\nvoid ports;"),
    fails: zone('Running code imports no build tooling'),
  },
  {
    name: "a mall's code importing the webpack configuration",
    sample: probe('remote-gfm43/src/probe.ts', "import * as apps from '@gfm/webpack-config/apps';\nvoid apps;"),
    fails: zone('Running code imports no build tooling'),
  },
  {
    name: 'the release pointer importing the release command',
    sample: probe('release/src/probe.ts', "import * as command from './command.mjs';\nvoid command;"),
    fails: zone('Running code imports no build tooling'),
  },
  {
    name: "an app's webpack configuration importing the webpack package (allowed)",
    sample: probe(
      'remote-blog/webpack.config.mjs',
      "import { createConfig } from '@gfm/webpack-config/create-config';\nvoid createConfig;",
    ),
    fails: null,
  },
  {
    name: 'the webpack configuration importing an app',
    sample: probe('webpack-config/probe.mjs', "import { brands } from '@gfm/remote-gfm43/data/brands';\nvoid brands;"),
    fails: zone('The webpack configuration imports no app'),
  },
  // Nothing imports scripts/: what the tests share with a command lives in e2e/support/ or a package.
  {
    name: 'an e2e test importing a module of scripts/',
    sample: probe(
      'e2e/probe.spec.ts',
      "import { ensureServing } from '../scripts/lib/ensure-serving.mjs';\nvoid ensureServing;",
    ),
    fails: zone('Nothing imports scripts/'),
  },
  {
    name: 'a package importing a module of scripts/',
    sample: probe(
      'topology/src/probe.mjs',
      "import * as processes from '../../scripts/lib/processes.mjs';\nvoid processes;",
    ),
    fails: zone('Nothing imports scripts/'),
  },
  {
    name: 'a root configuration importing a module of scripts/',
    sample: probe('probe.config.mjs', "import * as processes from './scripts/lib/processes.mjs';\nvoid processes;"),
    fails: zone('Nothing imports scripts/'),
  },
  {
    name: 'an e2e test importing what it shares with the commands from e2e/support (allowed)',
    sample: probe(
      'e2e/probe.spec.ts',
      "import { chromiumLaunchOptions } from './support/chromium.mjs';\nvoid chromiumLaunchOptions;",
    ),
    fails: null,
  },
  // Spelling: the router comes from shared; shared names its run-time configuration by package name.
  {
    name: 'an app importing react-router itself',
    sample: probe('remote-blog/src/probe.ts', "import { Link } from 'react-router';\nvoid Link;"),
    fails: spelling('Import the router from @gfm/shared/router'),
  },
  {
    name: 'shared importing the run-time configuration by a relative path',
    sample: probe(
      'shared/src/seo/probe.ts',
      "import { REMOTE_NAMES } from '../config/runtime-config';\nvoid REMOTE_NAMES;",
    ),
    fails: spelling('Import @gfm/shared/config/runtime-config by its package name'),
  },
  // Decision 052: no import cycles. seo/structured-data.ts imports data/site.ts, so data/site importing it closes a cycle.
  {
    name: 'a cycle through relative imports',
    sample: probe(
      'shared/src/data/site.ts',
      "import { shoppingCenter } from '../seo/structured-data';\nvoid shoppingCenter;",
    ),
    fails: cycle,
  },
  {
    name: 'a cycle through a package name',
    sample: probe(
      'shared/src/data/site.ts',
      "import { shoppingCenter } from '@gfm/shared/seo/structured-data';\nvoid shoppingCenter;",
    ),
    fails: cycle,
  },
  {
    name: 'a cycle in an app',
    // routes.tsx imports ./image-set; the image set importing the routes back closes a cycle.
    sample: probe('remote-gfm43/src/image-set.ts', "import { pageHref } from './routes';\nvoid pageHref;"),
    fails: cycle,
  },
  {
    name: 'a cycle through a lazy import()',
    // routes.tsx loads the automotive page with import(); the page importing the routes back closes a cycle.
    sample: probe(
      'remote-gfm43/src/pages/automotive/automotive-page.tsx',
      "import { routes } from '../../routes';\nvoid routes;",
    ),
    fails: cycle,
  },
  {
    name: 'a page linking to its mall through page-paths.ts (allowed: it loads no page)',
    sample: probe(
      'remote-gfm43/src/pages/automotive/automotive-page.tsx',
      "import { pageHref } from '../../page-paths';\nvoid pageHref;",
    ),
    fails: null,
  },
  {
    name: 'a type-only import back (allowed: erased, no code runs through it)',
    sample: probe(
      'shared/src/data/site.ts',
      "import type { shoppingCenter } from '../seo/structured-data';\nexport type Probe = typeof shoppingCenter;",
    ),
    fails: null,
  },
];

describe('lint boundaries', () => {
  let problems: Problem[][];
  beforeAll(() => {
    problems = lint(cases.map((entry) => entry.sample));
  }, 180_000);

  it.each(cases.map((entry, index) => [entry.name, entry, index] as const))('%s', (_name, entry, index) => {
    const found = problems[index];
    if (entry.fails === null) {
      expect(found).toEqual([]);
    } else {
      const { rule, says } = entry.fails;
      expect(found).toEqual(
        expect.arrayContaining([expect.objectContaining({ rule, message: expect.stringContaining(says) })]),
      );
    }
  });

  it('has, for every zone, a case that fails without it', () => {
    const zoneCases = cases.flatMap(({ name, sample, fails }) =>
      fails?.rule === 'import-x/no-restricted-paths' ? [{ name, sample, says: fails.says }] : [],
    );
    const coverage = zoneCoverage(zoneCases);
    // A check that finds nothing to check proves nothing: the apps, shared's layers, the rooms, the judge, scripts/.
    expect(coverage.length).toBeGreaterThan(25);
    expect(coverage.filter((zone) => zone.caughtBy === null)).toEqual([]);
  }, 180_000);
});
