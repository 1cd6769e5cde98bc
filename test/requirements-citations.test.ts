/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The documents a newcomer reads stay true to the repository: a comment that
 * cites `requirements §N` (or, in older records and test names, `spec §N`)
 * finds section N in docs/requirements.md, the README is a door to every
 * topic page under docs/, and every link in those pages leads to a file and
 * a heading that exist. Each check collects what is wrong and expects
 * nothing, so a failure names every file at fault.
 */

const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');
const requirementsFile = path.join(docsDir, 'requirements.md');
const readme = path.join(root, 'README.md');

/** Where code lives: the extensions that can hold a citation, outside built or generated output. */
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.json', '.md']);
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'reports',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.topology',
  '.topology-load',
  '.releases',
  '.serve',
  '.data',
  '.first-screen',
]);
const SKIPPED_FILES = new Set(['package-lock.json']);

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) filesUnder(path.join(dir, entry.name), found);
    } else if (entry.isFile() && CODE_EXTENSIONS.has(path.extname(entry.name)) && !SKIPPED_FILES.has(entry.name)) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

interface Citation {
  file: string;
  text: string;
  sections: string[];
}

const SECTION = String.raw`§\d+(?:\.\d+)*`;
const CITATION = new RegExp(
  String.raw`\b(?:requirements|spec)(?:['’]s)?\s+(${SECTION}(?:(?:\s*[,/]\s*|\s+and\s+)${SECTION})*)`,
  'gi',
);

/**
 * The citations in one file's text: `requirements §2`, `spec §2/§4`,
 * `requirements §2, §4, §7` and `Spec §2 and §8` each name every section in
 * the list. A comment that wraps a citation onto its next line is read as one line.
 */
function citationsIn(file: string, text: string): Citation[] {
  const joined = text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ');
  return [...joined.matchAll(CITATION)].map((match) => ({
    file,
    text: match[0],
    sections: [...(match[1] as string).matchAll(/§(\d+(?:\.\d+)*)/g)].map((section) => section[1] as string),
  }));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function headingsOf(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .split(/\r?\n/)
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));
}

/** The sections docs/requirements.md has a heading for: `## §3 Entities…` is 3, `### §3.2 …` is 3.2. */
const sectionHeadings = headingsOf(requirementsFile)
  .map((heading) => /^§(\d+(?:\.\d+)*) /.exec(heading)?.[1])
  .filter((section): section is string => section !== undefined);

// This file holds sample citations of its own, to test the reading; requirements.md explains the form.
const citations = filesUnder(root)
  .filter((file) => file !== __filename && file !== requirementsFile)
  .flatMap((file) => citationsIn(path.relative(root, file), fs.readFileSync(file, 'utf8')));

/** The topic pages: every Markdown file directly under docs/. */
const topicPages = fs
  .readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => path.join(docsDir, name));

interface Link {
  from: string;
  target: string;
  anchor: string | undefined;
}

/** The relative links of a Markdown file, outside code blocks: `[text](target#anchor)`. */
function linksOf(file: string): Link[] {
  const text = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/\]\(([^)\s]*)\)/g)].flatMap((match) => {
    const link = match[1] as string;
    if (/^[a-z]+:/i.test(link)) return [];
    const [target = '', anchor] = link.split('#');
    return [
      { from: path.relative(root, file), target: target ? path.resolve(path.dirname(file), target) : file, anchor },
    ];
  });
}

describe('the requirements the code cites', () => {
  it('reads citations in the forms the code uses', () => {
    // A check that finds nothing to check proves nothing.
    expect(citations.length).toBeGreaterThan(100);
    const sample = citationsIn(
      'x.ts',
      '/** requirements §2/§4 "Deals carousel", Spec §2 and §8, requirements §2, §4, §7, §8,\n * and a wrapped (see requirements\n * §3.2). */',
    );
    expect(sample.map((citation) => citation.sections)).toEqual([
      ['2', '4'],
      ['2', '8'],
      ['2', '4', '7', '8'],
      ['3.2'],
    ]);
  });

  it('gives each section one heading, numbered from §1', () => {
    const tops = sectionHeadings.filter((section) => !section.includes('.'));
    expect(tops).toEqual(tops.map((_section, i) => String(i + 1)));
    const twice = sectionHeadings.filter((section, i) => sectionHeadings.indexOf(section) !== i);
    expect(twice).toEqual([]);
  });

  it('cites only sections that docs/requirements.md has a heading for', () => {
    const known = new Set(sectionHeadings);
    const missing = citations.flatMap((citation) =>
      citation.sections
        .filter((section) => !known.has(section))
        .map(
          (section) =>
            `${citation.file}: "${citation.text}" cites §${section}, which docs/requirements.md has no heading for`,
        ),
    );
    expect(missing).toEqual([]);
  });
});

describe('the README and the topic pages', () => {
  it('links every topic page under docs/ from the README', () => {
    const linked = new Set(linksOf(readme).map((link) => link.target));
    const unlinked = topicPages
      .filter((page) => !linked.has(page))
      .map((page) => `${path.relative(root, page)} is not linked from the README`);
    expect(topicPages.length).toBeGreaterThanOrEqual(6);
    expect(unlinked).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const broken = [readme, ...topicPages].flatMap(linksOf).flatMap((link) => {
      if (!fs.existsSync(link.target))
        return [`${link.from}: links ${path.relative(root, link.target)}, which does not exist`];
      if (!link.anchor) return [];
      if (!link.target.endsWith('.md')) return [`${link.from}: links #${link.anchor} in a file that is not Markdown`];
      const anchors = new Set(headingsOf(link.target).map(anchorOf));
      return anchors.has(link.anchor)
        ? []
        : [`${link.from}: links #${link.anchor}, which ${path.relative(root, link.target)} has no heading for`];
    });
    expect(broken).toEqual([]);
  });

  it('keeps the README a page a newcomer reads in a minute', () => {
    // The rest belongs in a topic page under docs/ (decision 053): epic-stack's README is 54 lines.
    const lines = fs.readFileSync(readme, 'utf8').split(/\r?\n/).length;
    expect(lines).toBeLessThanOrEqual(120);
  });
});
