/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The decision records and the code that cites them stay in step: a comment
 * that names a record sends the reader to a record that exists and still
 * holds, and the index in docs/decisions/README.md lists every record as it
 * stands. Each check below collects what is wrong and expects nothing, so a
 * failure names every file at fault.
 */

const root = path.resolve(__dirname, '..');
const decisionsDir = path.join(root, 'docs/decisions');
const indexFile = path.join(decisionsDir, 'README.md');
const measurementsFile = path.join(root, 'reports/decisions-measurements.md');

/** Where code lives: the extensions that can hold a citation, outside the records themselves and built or generated output. */
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.json', '.md']);
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'docs',
  'reports',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.topology',
  '.topology-load',
  '.releases',
  '.data',
  '.first-screen',
]);
const SKIPPED_FILES = new Set(['package-lock.json']);

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const NUMBER_LIST = String.raw`\d{3}(?:(?:\s*,\s*|\s+and\s+|\s*[–-]\s*)\d{3})*`;
const STATUS = new RegExp(String.raw`^Status: (accepted|(superseded|amended) by (\d{3}(?:, \d{3})*))$`);
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;

interface RecordInfo {
  number: string;
  file: string;
  /** The words after "# NNN — ". */
  title: string;
  /** The whole file's words, as wc -w counts them. */
  words: number;
  status: string;
  supersededBy: string[];
  date: string;
}

interface Citation {
  file: string;
  text: string;
  numbers: string[];
  /** A record's file name when the citation names one (`docs/decisions/006-….md`). */
  recordFile?: string;
}

function codeFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) codeFiles(path.join(dir, entry.name), found);
    } else if (entry.isFile() && CODE_EXTENSIONS.has(path.extname(entry.name)) && !SKIPPED_FILES.has(entry.name)) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

/** `014–018` is every record from 014 to 018; `013, 023` and `022 and 023` are those two. */
function numbersOf(list: string): string[] {
  const numbers: string[] = [];
  const parts = list.split(/(\s*,\s*|\s+and\s+|\s*[–-]\s*)/);
  for (let i = 0; i < parts.length; i += 2) {
    const number = parts[i] as string;
    const separator = parts[i - 1]?.trim();
    const previous = numbers[numbers.length - 1];
    if ((separator === '–' || separator === '-') && previous) {
      for (let n = Number(previous) + 1; n <= Number(number); n += 1) numbers.push(String(n).padStart(3, '0'));
    } else {
      numbers.push(number);
    }
  }
  return numbers;
}

/**
 * The citations in one file's text. A comment that wraps a citation onto its
 * next line (`decision` / ` * 029`) is read as one line.
 */
function citationsIn(file: string, text: string): Citation[] {
  const joined = text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ');
  const citations: Citation[] = [];
  for (const match of joined.matchAll(new RegExp(String.raw`\bdecisions?\s+(${NUMBER_LIST})\b`, 'gi'))) {
    citations.push({ file, text: match[0], numbers: numbersOf(match[1] as string) });
  }
  for (const match of joined.matchAll(/\bdecisions\/(\d{3})((?:-[A-Za-z0-9]+)*(?:\.md)?)/g)) {
    const number = match[1] as string;
    const rest = match[2] as string;
    citations.push({
      file,
      text: match[0],
      numbers: [number],
      ...(rest ? { recordFile: `${number}${rest.endsWith('.md') ? rest : `${rest}.md`}` } : {}),
    });
  }
  return citations;
}

function readRecords(): { records: Map<string, RecordInfo>; problems: string[] } {
  const records = new Map<string, RecordInfo>();
  const problems: string[] = [];
  for (const file of fs.readdirSync(decisionsDir).sort()) {
    if (file === 'README.md') continue;
    const name = RECORD_FILE.exec(file);
    if (!name) {
      problems.push(`${file}: not named NNN-what-was-decided.md`);
      continue;
    }
    const number = name[1] as string;
    if (records.has(number)) problems.push(`${file}: number ${number} is also ${records.get(number)?.file}`);
    const lines = fs
      .readFileSync(path.join(decisionsDir, file), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
    const [title = ''] = lines;
    if (!title.startsWith(`# ${number} `)) problems.push(`${file}: the title is not "# ${number} — …"`);
    // The two lines under the title, in either order, as plain lines or list items.
    const head = lines.slice(1, 3).map((line) => line.replace(/^- /, ''));
    const date = DATE.exec(head.find((line) => line.startsWith('Date:')) ?? '');
    const status = STATUS.exec(head.find((line) => line.startsWith('Status:')) ?? '');
    if (!date) problems.push(`${file}: no "Date: YYYY-MM-DD" right under the title`);
    if (!status) problems.push(`${file}: no "Status: accepted | superseded by NNN | amended by NNN" under its date`);
    const text = fs.readFileSync(path.join(decisionsDir, file), 'utf8');
    records.set(number, {
      number,
      file,
      title: title.replace(/^# \d{3} — /, ''),
      words: text.split(/\s+/).filter(Boolean).length,
      date: date?.[1] ?? '',
      status: status?.[1] ?? '',
      supersededBy: status?.[2] === 'superseded' ? (status[3] as string).split(', ') : [],
    });
  }
  return { records, problems };
}

/** The index's lines: `| [NNN](file) | title | status | date | summary |`. */
function readIndex(): { number: string; file: string; title: string; status: string; date: string }[] {
  const rows = fs
    .readFileSync(indexFile, 'utf8')
    .split(/\r?\n/)
    .filter((line) => /^\|\s*\[\d{3}\]\(/.test(line));
  return rows.map((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    const link = /^\[(\d{3})\]\(([^)]+)\)$/.exec(cells[1] ?? '');
    return {
      number: link?.[1] ?? cells[1] ?? '',
      file: link?.[2] ?? '',
      title: cells[2] ?? '',
      status: cells[3] ?? '',
      date: cells[4] ?? '',
    };
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const { records, problems: recordProblems } = readRecords();
// This file holds sample citations of its own, to test the reading.
const citations = codeFiles(root)
  .filter((file) => file !== __filename)
  .flatMap((file) => citationsIn(path.relative(root, file), fs.readFileSync(file, 'utf8')));

describe('decision records and the code that cites them', () => {
  it('reads citations in the forms the code uses', () => {
    // A check that finds nothing to check proves nothing.
    expect(citations.length).toBeGreaterThan(40);
    const sample = citationsIn(
      'x.ts',
      '// Two at once (decisions 013, 023), a range (decisions 014–018)\n * and one wrapped (see\n * decision 029); docs/decisions/006-enquiry.md',
    );
    expect(sample.map((citation) => citation.numbers)).toEqual([
      ['013', '023'],
      ['014', '015', '016', '017', '018'],
      ['029'],
      ['006'],
    ]);
    expect(sample[3]?.recordFile).toBe('006-enquiry.md');
  });

  it('gives every record a date and a status right under its title', () => {
    expect(recordProblems).toEqual([]);
    const unknownTargets = [...records.values()].flatMap((record) =>
      record.supersededBy
        .filter((number) => !records.has(number))
        .map((number) => `${record.file}: superseded by ${number}, which has no record`),
    );
    expect(unknownTargets).toEqual([]);
  });

  it('cites only records that exist, by a file name that exists', () => {
    const missing = citations.flatMap((citation) => {
      const byNumber = citation.numbers
        .filter((number) => !records.has(number))
        .map((number) => `${citation.file}: "${citation.text}" cites ${number}, which has no record`);
      const byFile =
        citation.recordFile && !fs.existsSync(path.join(decisionsDir, citation.recordFile))
          ? [`${citation.file}: "${citation.text}" names docs/decisions/${citation.recordFile}, which does not exist`]
          : [];
      return [...byNumber, ...byFile];
    });
    expect(missing).toEqual([]);
  });

  it('cites no superseded record', () => {
    const superseded = citations.flatMap((citation) =>
      citation.numbers.flatMap((number) => {
        const record = records.get(number);
        return record?.supersededBy.length
          ? [`${citation.file}: "${citation.text}" cites ${number}, superseded by ${record.supersededBy.join(', ')}`]
          : [];
      }),
    );
    expect(superseded).toEqual([]);
  });

  it('lists every record in the index, and the index names only record files that exist', () => {
    const index = readIndex();
    const listed = new Set(index.map((line) => line.file));
    const problems = [
      ...[...records.values()]
        .filter((record) => !listed.has(record.file))
        .map((record) => `${record.file} is not in the index`),
      ...index
        .filter((line) => !fs.existsSync(path.join(decisionsDir, line.file)))
        .map((line) => `the index names ${line.file}, which does not exist`),
      ...index
        .filter((line) => !line.file.startsWith(`${line.number}-`))
        .map((line) => `the index line ${line.number} links ${line.file}`),
      ...index
        .filter((line, i) => index.findIndex((other) => other.number === line.number) !== i)
        .map((line) => `the index lists ${line.number} twice`),
    ];
    expect(problems).toEqual([]);
  });

  it('gives each record a title of a few words, the one the index gives, and keeps it on a page', () => {
    const index = new Map(readIndex().map((line) => [line.number, line.title]));
    const problems = [...records.values()].flatMap((record) => [
      ...(record.title.split(/\s+/).length > 5 ? [`${record.number}: "${record.title}" runs past five words`] : []),
      ...(index.has(record.number) && index.get(record.number) !== record.title
        ? [`${record.number}: the index calls it "${index.get(record.number)}", the record "${record.title}"`]
        : []),
      ...(record.words > 700 ? [`${record.number}: ${record.words} words, past a page (700)`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("gives each record's status and date in the index as the record does", () => {
    const differing = readIndex().flatMap((line) => {
      const record = records.get(line.number);
      if (!record || record.file !== line.file) return [];
      return [
        ...(record.status === line.status
          ? []
          : [`${line.number}: the index says "${line.status}", the record "${record.status}"`]),
        ...(record.date === line.date
          ? []
          : [`${line.number}: the index says ${line.date}, the record ${record.date}`]),
      ];
    });
    expect(differing).toEqual([]);
  });

  it('links from the records only to files and measurement headings that exist', () => {
    const headings = new Set(
      fs
        .readFileSync(measurementsFile, 'utf8')
        .split(/\r?\n/)
        .filter((line) => /^#{2,3} /.test(line))
        .map((line) => anchorOf(line.replace(/^#+ /, ''))),
    );
    const broken = [...records.values()].flatMap((record) => {
      const text = fs.readFileSync(path.join(decisionsDir, record.file), 'utf8');
      return [...text.matchAll(/\]\(([^)#\s]+)(?:#([^)\s]+))?\)/g)].flatMap((link) => {
        const [, target = '', anchor] = link;
        if (/^[a-z]+:/.test(target)) return [];
        const resolved = path.resolve(decisionsDir, target);
        if (!fs.existsSync(resolved)) return [`${record.file}: links ${target}, which does not exist`];
        if (anchor && resolved === measurementsFile && !headings.has(anchor))
          return [`${record.file}: links #${anchor}, which reports/decisions-measurements.md has no heading for`];
        return [];
      });
    });
    expect(broken).toEqual([]);
  });
});
