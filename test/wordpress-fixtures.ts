import fs from 'node:fs';
import path from 'node:path';

/** Recorded responses of a real WordPress 6.1 (test/fixtures/wordpress, copied from shared/fixtures). */
export const FIXTURE_DIR = path.join(__dirname, 'fixtures/wordpress');

export interface Fixture {
  request: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
  text: string;
}

export function loadFixture(name: string): Fixture {
  const headerLines = fs.readFileSync(path.join(FIXTURE_DIR, `${name}.headers.txt`), 'utf8').split('\n');
  const request = (headerLines[0] ?? '').replace(/^# GET /, '').replace(/\s+\(.*$/, '');
  const status = Number((headerLines[1] ?? '').split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines.slice(2)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = fs.readFileSync(path.join(FIXTURE_DIR, `${name}.json`), 'utf8');
  return { request, status, headers, body: JSON.parse(text), text };
}

/** A Response as the browser would receive the fixture. */
export function fixtureResponse(name: string): Response {
  const fixture = loadFixture(name);
  return new Response(fixture.text, { status: fixture.status, headers: fixture.headers });
}

export const FIXTURE_NAMES = [
  'posts_embed_tag_gfm43',
  'posts_slug_embed',
  'posts_slug_embed_entities',
  'posts_slug_embed_no_image',
  'posts_slug_missing',
  'posts_tag_999999',
  'posts_tag_not_a_number',
  'posts_page_out_of_range',
  'post_id_missing',
  'tags_by_slug',
] as const;
