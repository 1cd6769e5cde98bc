// Hand-written rather than a search library: prefix and typo-tolerant matching over a few thousand shop names needs no more than the code below.
import type { SearchEntry } from '../../contracts/remotes';

// What a remote publishes is part of the contract between the apps (contracts/remotes.ts); this feature searches it.
export type { SearchEntry };

export interface SearchResult {
  entry: SearchEntry;
  score: number;
  field: 'name' | 'category' | 'keyword';
}

interface Row {
  entry: SearchEntry;
  /** Folded name, for the starts-with check and for ties. */
  name: string;
  /** Ids in the index's `words`. */
  nameWords: readonly number[];
  categoryWords: readonly number[];
  keywordWords: readonly number[];
  /** Id in the index's `joined`: the folded name without spaces ("mcdonalds"). */
  joined: number;
  /** The letters of all of the above (see `Vocabulary`). */
  letters: number;
}

/** Distinct strings, each with the set of its letters as bits (bit = char code & 31), to rule most out with one AND. */
interface Vocabulary {
  texts: readonly string[];
  letters: Int32Array;
}

export interface SearchIndex {
  readonly rows: readonly Row[];
  /** Every distinct folded word of every name, category and keyword, once: a keystroke compares each once. */
  readonly words: Vocabulary;
  readonly joined: Vocabulary;
}

/** Lower case, accents and apostrophes removed ("McDonald's" → "mcdonalds"), '&' and other punctuation to spaces, single spaces. */
export function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’ʼ`]/g, '')
      // Marks other than the Latin accents above stay: Devanagari vowel signs are part of their word.
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim()
  );
}

function lettersOf(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i += 1) bits |= 1 << (text.charCodeAt(i) & 31);
  return bits;
}

/** Gives each distinct string an id. */
function vocabulary() {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  return {
    idOf(text: string): number {
      let id = ids.get(text);
      if (id === undefined) {
        id = texts.push(text) - 1;
        ids.set(text, id);
      }
      return id;
    },
    done: (): Vocabulary => ({ texts, letters: Int32Array.from(texts, lettersOf) }),
  };
}

/** Folds and splits every entry once; `search` then only compares strings. */
export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const words = vocabulary();
  const joined = vocabulary();
  // Categories and keywords repeat: each distinct one is folded once.
  const folded = new Map<string, string>();
  const foldOnce = (text: string) => {
    let result = folded.get(text);
    if (result === undefined) folded.set(text, (result = fold(text)));
    return result;
  };
  const wordsOf = (text: string) => [...new Set(text.split(' ').filter(Boolean))].map(words.idOf);
  const rows = entries.map((entry): Row => {
    const name = fold(entry.name);
    const category = foldOnce(entry.category);
    const keywords = foldOnce((entry.keywords ?? []).join(' '));
    return {
      entry,
      name,
      nameWords: wordsOf(name),
      categoryWords: wordsOf(category),
      keywordWords: wordsOf(keywords),
      joined: joined.idOf(name.replaceAll(' ', '')),
      letters: lettersOf(`${name}${category}${keywords}`.replaceAll(' ', '')),
    };
  });
  return { rows, words: words.done(), joined: joined.done() };
}

/** Edits allowed in a query word: none below 4 letters, 1 up to 7, 2 from 8. */
function maxTypos(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** How well a query word matches a word: EXACT, PREFIX, 2 with one typo, 1 with two, 0 not at all. */
const EXACT = 4;
const PREFIX = 3;

// Scratch rows of the distance table, reused so that a comparison allocates nothing.
let before = new Int32Array(32);
let previous = new Int32Array(32);
let current = new Int32Array(32);

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) turning
 * `query` into some beginning of `word`, or `limit + 1` once it exceeds
 * `limit`: so "starbuk" is one edit from "starbucks" while it is typed.
 * Optimal-string-alignment Damerau–Levenshtein, computed only in the band
 * |i − j| ≤ limit, stopping as soon as a whole row exceeds the limit.
 */
function prefixDistance(query: string, word: string, limit: number): number {
  const m = query.length;
  const n = Math.min(word.length, m + limit);
  if (n < m - limit) return limit + 1;
  if (n + 2 > current.length) {
    before = new Int32Array(n + 2);
    previous = new Int32Array(n + 2);
    current = new Int32Array(n + 2);
  }
  const over = limit + 1;
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= m; i += 1) {
    const from = Math.max(1, i - limit);
    const to = Math.min(n, i + limit);
    current[from - 1] = from === 1 ? i : over;
    let rowMin = from === 1 ? i : over;
    const q = query.charCodeAt(i - 1);
    for (let j = from; j <= to; j += 1) {
      const w = word.charCodeAt(j - 1);
      let cost = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (q === w ? 0 : 1),
      );
      if (i > 1 && j > 1 && q === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === w)
        cost = Math.min(cost, (before[j - 2] as number) + 1);
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > limit) return over;
    if (to < n) current[to + 1] = over;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  let best = over;
  for (let j = Math.max(0, m - limit); j <= n; j += 1) best = Math.min(best, previous[j] as number);
  return best;
}

/** Whether `letters` hold all of `wanted` but at most `typos` (each typo loses at most one letter of the query). */
function hasLetters(letters: number, wanted: number, typos: number): boolean {
  let missing = wanted & ~letters;
  for (let typo = 0; typo < typos && missing !== 0; typo += 1) missing &= missing - 1;
  return missing === 0;
}

/** Within `limit` typos, one of the query's first `limit + 1` letters must meet the same letter at most `limit` places away. */
function sharesAStart(query: string, word: string, limit: number): boolean {
  for (let i = 0; i <= limit; i += 1) {
    const letter = query.charCodeAt(i);
    for (let j = Math.max(0, i - limit); j <= i + limit; j += 1) if (word.charCodeAt(j) === letter) return true;
  }
  return false;
}

/**
 * How well `query` matches each string of `vocabulary`: EXACT, PREFIX,
 * 3 − typos, or 0. `sameStart`: only strings starting with the query's first
 * letter can match (for the joined names, a second chance after the words).
 */
function matchAll({ texts, letters }: Vocabulary, query: string, sameStart: boolean): Uint8Array {
  const quality = new Uint8Array(texts.length);
  const limit = maxTypos(query.length);
  const first = query.charCodeAt(0);
  const queryLetters = lettersOf(query);
  for (let id = 0; id < texts.length; id += 1) {
    // Each typo loses at most one of the query's letters: more missing letters than typos allowed, no match.
    if (!hasLetters(letters[id] as number, queryLetters, limit)) continue;
    const text = texts[id] as string;
    const sameFirst = text.charCodeAt(0) === first;
    if (sameStart && !sameFirst) continue;
    if (sameFirst && text.startsWith(query)) quality[id] = text.length === query.length ? EXACT : PREFIX;
    else if (limit > 0 && text.length >= query.length - limit && sharesAStart(query, text, limit)) {
      const typos = prefixDistance(query, text, limit);
      if (typos <= limit) quality[id] = PREFIX - typos;
    }
  }
  return quality;
}

/** The weakest of each query word's best match among `ids`; 0 when one query word matches none. */
function matchWords(ids: readonly number[], perWord: readonly Uint8Array[]): number {
  let weakest = EXACT;
  for (let w = 0; w < perWord.length; w += 1) {
    const quality = perWord[w] as Uint8Array;
    let best = 0;
    for (let i = 0; i < ids.length; i += 1) best = Math.max(best, quality[ids[i] as number] as number);
    if (best === 0) return 0;
    weakest = Math.min(weakest, best);
  }
  return weakest;
}

/** Name scores: exact, starts with the query, a word starts with it; a name with typos scores 50 + 5 per quality (55–60). */
const NAME_EXACT = 100;
const NAME_START = 85;
const NAME_PREFIX = 80;
const OTHER_PREFIX = 40;
const OTHER_TYPO = 30;

/**
 * The best `limit` entries for what is typed so far. Ranks an exact name over
 * a name starting with the query or whose words start with it, over a name
 * with typos, over a category or keyword; ties by name.
 */
export function search(index: SearchIndex, query: string, limit = 8): SearchResult[] {
  const folded = fold(query);
  if (!folded || limit < 1) return [];
  const queryWords = folded.split(' ');
  const perWord = queryWords.map((word) => matchAll(index.words, word, false));
  const wordLetters = queryWords.map(lettersOf);
  const wordTypos = queryWords.map((word) => maxTypos(word.length));
  const joinedQuery = folded.replaceAll(' ', '');
  const perJoined = matchAll(index.joined, joinedQuery, true);
  const joinedLetters = lettersOf(joinedQuery);
  const joinedTypos = maxTypos(joinedQuery.length);
  // The best rows so far, best first: only `limit` are kept, so the hundreds a first letter matches are never sorted.
  const top: { row: Row; score: number; field: SearchResult['field'] }[] = [];
  rows: for (const row of index.rows) {
    // Most rows lack some letter of the query: skip them before looking at their words.
    if (!hasLetters(row.letters, joinedLetters, joinedTypos)) {
      for (let w = 0; w < queryWords.length; w += 1)
        if (!hasLetters(row.letters, wordLetters[w] as number, wordTypos[w] as number)) continue rows;
    }
    const joined = perJoined[row.joined] as number;
    const nameQuality = Math.max(matchWords(row.nameWords, perWord), joined);
    let score: number;
    let field: SearchResult['field'] = 'name';
    if (joined === EXACT) score = NAME_EXACT;
    else if (nameQuality >= PREFIX) score = row.name.startsWith(folded) ? NAME_START : NAME_PREFIX;
    else if (nameQuality > 0) score = 50 + 5 * nameQuality;
    else {
      const category = matchWords(row.categoryWords, perWord);
      const quality = category || matchWords(row.keywordWords, perWord);
      if (!quality) continue;
      field = category ? 'category' : 'keyword';
      score = quality >= PREFIX ? OTHER_PREFIX : OTHER_TYPO;
    }
    if (top.length === limit && !ranksBefore(score, row.name, top[limit - 1] as (typeof top)[number])) continue;
    let at = Math.min(top.length, limit - 1);
    while (at > 0 && ranksBefore(score, row.name, top[at - 1] as (typeof top)[number])) at -= 1;
    if (top.length === limit) top.pop();
    top.splice(at, 0, { row, score, field });
  }
  return top.map(({ row, score, field }) => ({ entry: row.entry, score, field }));
}

function ranksBefore(score: number, name: string, other: { score: number; row: Row }): boolean {
  return score > other.score || (score === other.score && name < other.row.name);
}
