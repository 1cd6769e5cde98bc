/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each boundary a decision record promises fails the lint on an import that
 * crosses it, and lets the import that respects it through. The samples are
 * linted with the repository's own eslint.config.mjs, as files at the paths
 * they name (ESLint's lintText: nothing is written to the tree); a cycle is
 * closed through a real module that imports the sample's path.
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
function lint(samples: readonly Sample[]): Problem[][] {
  const script = `
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
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(samples),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as Problem[][];
}

interface Case {
  name: string;
  sample: Sample;
  /** The rule that must fail, and a phrase of its message; null: the import is allowed and nothing fails. */
  fails: { rule: string; says: string } | null;
}

const restricted = (says: string) => ({ rule: 'no-restricted-imports', says });

const cases: readonly Case[] = [
  // Decision 052: the core of shared imports no feature.
  {
    name: 'a core module importing a feature by relative path',
    sample: {
      file: 'shared/src/data/probe.ts',
      code: "import { Footer } from '../features/frame';\nexport const probe = Footer;\n",
    },
    fails: restricted('The core of shared'),
  },
  {
    name: 'a core module importing a feature by package name',
    sample: {
      file: 'shared/src/routing/probe.ts',
      code: "import { search } from '@gfm/shared/features/search';\nexport const probe = search;\n",
    },
    fails: restricted('The core of shared'),
  },
  {
    name: "a core module importing a feature's type",
    sample: {
      file: 'shared/src/contracts/probe.ts',
      code: "import type { SearchResult } from '../features/search';\nexport type Probe = SearchResult;\n",
    },
    fails: restricted('The core of shared'),
  },
  {
    name: "a core module's test importing a feature",
    sample: {
      file: 'shared/src/dated/probe.test.ts',
      code: "import { OpenNow } from '../features/hours';\nexport const probe = OpenNow;\n",
    },
    fails: restricted('The core of shared'),
  },
  {
    name: 'the run-time configuration importing a feature',
    sample: {
      file: 'shared/src/config/probe.ts',
      code: "import { OpenNow } from '../features/hours';\nexport const probe = OpenNow;\n",
    },
    fails: restricted('The core of shared'),
  },
  {
    name: 'a core module importing the core (allowed)',
    sample: {
      file: 'shared/src/seo/probe.ts',
      code: "import { mallDetails } from '../data/site';\nexport const probe = mallDetails;\n",
    },
    fails: null,
  },
  {
    name: "a feature importing another feature's index (allowed)",
    sample: {
      file: 'shared/src/features/standalone/probe.ts',
      code: "import { NotFoundPage } from '../frame';\nexport const probe = NotFoundPage;\n",
    },
    fails: null,
  },
  // Decision 038: a primitive knows no feature; a feature reaches another only through its index.
  {
    name: 'a ui primitive importing a feature',
    sample: {
      file: 'shared/src/ui/button/probe.tsx',
      code: "import { OpenNow } from '../../features/hours';\nexport const probe = OpenNow;\n",
    },
    fails: restricted('a primitive imports no feature'),
  },
  {
    name: 'a feature importing a file inside another feature',
    sample: {
      file: 'shared/src/features/visit/probe.ts',
      code: "import { openingState } from '../hours/opening-hours';\nexport const probe = openingState;\n",
    },
    fails: restricted('through its index'),
  },
  // Decision 052: a service takes shared code by package name, through its exports, and no app's code.
  {
    name: 'a service importing shared by a relative path',
    sample: {
      file: 'collector/src/probe.ts',
      code: "import { paths } from '../../shared/src/paths';\nexport const probe = paths;\n",
    },
    fails: restricted('A service imports shared code by package name'),
  },
  {
    name: 'a service importing a type from inside a shared feature by a relative path',
    sample: {
      file: 'stand-ins/src/probe.ts',
      code: "import type { EnquiryFields } from '../../shared/src/features/enquiry/validation';\nexport type Probe = EnquiryFields;\n",
    },
    fails: restricted('A service imports shared code by package name'),
  },
  {
    name: 'a service importing an app',
    sample: {
      file: 'operators/src/probe.ts',
      code: "import { routes } from '@gfm/remote-gfm43/routes';\nexport const probe = routes;\n",
    },
    fails: restricted('A service imports no app'),
  },
  {
    name: 'the collector importing a stand-in',
    sample: {
      file: 'collector/src/probe.ts',
      code: "import { loadContent } from '@gfm/stand-ins/wordpress/content';\nexport const probe = loadContent;\n",
    },
    fails: restricted('What runs in production imports no stand-in'),
  },
  {
    name: 'a service importing shared through an entry point of its exports (allowed)',
    sample: {
      file: 'collector/src/probe.ts',
      code: "import { validateEnquiry } from '@gfm/shared/features/enquiry/validation';\nexport const probe = validateEnquiry;\n",
    },
    fails: null,
  },
  // The tests import no command of scripts/: what they share with one lives in e2e/support/ or a package.
  {
    name: 'an e2e test importing a module of scripts/',
    sample: {
      file: 'e2e/probe.spec.ts',
      code: "import { ensureServing } from '../scripts/lib/ensure-serving.mjs';\nexport const probe = ensureServing;\n",
    },
    fails: { rule: '@typescript-eslint/no-restricted-imports', says: 'The tests import no file of scripts/' },
  },
  {
    name: 'an e2e test importing what it shares with the commands from e2e/support (allowed)',
    sample: {
      file: 'e2e/probe.spec.ts',
      code: "import { chromiumLaunchOptions } from './support/chromium.mjs';\nexport const probe = chromiumLaunchOptions;\n",
    },
    fails: null,
  },
  // Decision 052: no import cycles. seo/structured-data.ts imports data/site.ts, so data/site importing it closes a cycle.
  {
    name: 'a cycle through relative imports',
    sample: {
      file: 'shared/src/data/site.ts',
      code: "import { shoppingCenter } from '../seo/structured-data';\nexport const probe = shoppingCenter;\n",
    },
    fails: { rule: 'import-x/no-cycle', says: 'Dependency cycle' },
  },
  {
    name: 'a cycle through a package name',
    sample: {
      file: 'shared/src/data/site.ts',
      code: "import { shoppingCenter } from '@gfm/shared/seo/structured-data';\nexport const probe = shoppingCenter;\n",
    },
    fails: { rule: 'import-x/no-cycle', says: 'Dependency cycle' },
  },
  {
    name: 'a cycle in an app',
    sample: {
      // routes.tsx imports ./image-set; the image set importing the routes back closes a cycle.
      file: 'remote-gfm43/src/image-set.ts',
      code: "import { pageHref } from './routes';\nexport const probe = pageHref;\n",
    },
    fails: { rule: 'import-x/no-cycle', says: 'Dependency cycle' },
  },
  {
    name: 'a cycle through a lazy import()',
    sample: {
      // routes.tsx loads the automotive page with import(); the page importing the routes back closes a cycle.
      file: 'remote-gfm43/src/pages/automotive/automotive-page.tsx',
      code: "import { routes } from '../../routes';\nexport const probe = routes;\n",
    },
    fails: { rule: 'import-x/no-cycle', says: 'Dependency cycle' },
  },
  {
    name: 'a page linking to its mall through page-paths.ts (allowed: it loads no page)',
    sample: {
      file: 'remote-gfm43/src/pages/automotive/automotive-page.tsx',
      code: "import { pageHref } from '../../page-paths';\nexport const probe = pageHref;\n",
    },
    fails: null,
  },
  {
    name: 'a type-only import back (allowed: erased, no code runs through it)',
    sample: {
      file: 'shared/src/data/site.ts',
      code: "import type { shoppingCenter } from '../seo/structured-data';\nexport type Probe = typeof shoppingCenter;\n",
    },
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
});
