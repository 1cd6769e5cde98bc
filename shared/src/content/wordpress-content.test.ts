/** @jest-environment node */
import { fixtureResponse, loadFixture } from '../../../test/wordpress-fixtures';
import {
  checkContent,
  checkPictureFiles,
  createPictureChecks,
  ContentUnavailable,
  fetchContentLists,
  kolkataInstant,
  pictureOf,
  problemsWithoutMall,
} from './wordpress-content';

/**
 * The reader against what a real WordPress 6.1 with the site's plugin
 * answered (test/fixtures/wordpress/gfm_*, recorded by
 * scripts/record-wordpress-fixtures.mjs).
 */
const lists = {
  offers: loadFixture('gfm_offers_embed').body as unknown[],
  events: loadFixture('gfm_events_embed').body as unknown[],
  hours: loadFixture('gfm_hours').body as unknown[],
};
const DECEMBER = Date.parse('2026-12-02T12:00:00+05:30');
const palam = (hasStore: (id: string) => boolean = (id) => id === 'TF-24', now = DECEMBER) =>
  checkContent(lists, { mall: 'gfmpalam', hasStore, now });

describe('checking what WordPress answered', () => {
  it('shows a mall’s offers: the title as text, the text sanitised, the picture in the sizes WordPress made', () => {
    const { offers } = palam();
    const jeans = offers.find((offer) => offer.store === 'TF-24');
    expect(jeans).toMatchObject({
      id: 'wp-7',
      title: 'Any two jeans for ₹2,999 & a free belt',
      details: 'All fits & washes.',
      starts: '2026-11-15T00:00:00+05:30',
      ends: '2026-12-16T00:00:00+05:30',
    });
    expect(jeans?.detailsHtml).toBe('<p>All fits &amp; washes.</p>\n<p></p>\n');
    expect(jeans?.picture?.alt).toBe('Any two jeans on a denim wall');
    // The plugin's banner crop (two wide for one high) first; never the upload as it came.
    expect(jeans?.picture?.image.srcSet).toBe(
      [
        'http://127.0.0.1:8089/wp-content/uploads/2026/11/clothing-offer-3-1200-768x384.jpg 768w',
        'http://127.0.0.1:8089/wp-content/uploads/2026/11/clothing-offer-3-1200-1024x683.jpg 1024w',
      ].join(', '),
    );
    expect(jeans?.picture?.image.srcSet).not.toMatch(/clothing-offer-3-1200\.jpg/);
    // An offer for both malls, without a picture, is shown in each.
    expect(offers.map((offer) => offer.title)).toContain('Late-night shopping');
    expect(
      checkContent(lists, { mall: 'gfm43', hasStore: () => false, now: DECEMBER }).offers.map((offer) => offer.title),
    ).toEqual(['Late-night shopping']);
  });

  it('leaves out a date that cannot be read and an unknown shop, and says why', () => {
    const { offers, problems } = palam(() => false);
    expect(offers.map((offer) => offer.title)).toEqual(['Late-night shopping']);
    expect(problems).toEqual([
      {
        kind: 'offer',
        id: 9,
        title: 'A photo from a phone',
        mall: 'gfmpalam',
        problem: 'its end, “next Friday”, is not a date',
        leftOut: true,
      },
      expect.objectContaining({ id: 7, problem: 'its shop, “TF-24”, is not in the mall’s directory', leftOut: true }),
    ]);
  });

  it('drops what is over without a word, and leaves out an end before its start', () => {
    const raw = (lists.offers as Record<string, unknown>[]).find((offer) => offer.id === 7) as Record<string, unknown>;
    const meta = raw.meta as Record<string, unknown>;
    const over = { ...raw, id: 70, meta: { ...meta, gfm_starts: '2026-10-01T00:00', gfm_ends: '2026-11-01T00:00' } };
    const backwards = {
      ...raw,
      id: 71,
      meta: { ...meta, gfm_starts: '2026-12-20T00:00', gfm_ends: '2026-12-10T00:00' },
    };
    const { offers, problems } = checkContent(
      { offers: [over, backwards] },
      { mall: 'gfmpalam', hasStore: () => true, now: DECEMBER },
    );
    expect(offers).toEqual([]);
    expect(problems.map((problem) => [problem.id, problem.problem])).toEqual([[71, 'it ends before it starts']]);
  });

  it('reads the days the hours differ: midnight as the day’s end, a closed day as closed', () => {
    expect(palam().hours).toEqual([
      { id: 'wp-12', from: '2026-12-31', label: 'New Year’s Eve', hours: { opens: '10:00', closes: '24:00' } },
      { id: 'wp-13', from: '2027-03-22', label: 'Holi', hours: null },
    ]);
    // A day that is over is dropped.
    expect(palam(undefined, Date.parse('2027-01-02T09:00:00+05:30')).hours.map((day) => day.label)).toEqual(['Holi']);
  });

  it('reads events with their place', () => {
    expect(palam().events).toEqual([
      expect.objectContaining({
        title: 'Winter Craft Market',
        place: 'Atrium, ground floor',
        starts: '2026-12-11T11:00:00+05:30',
        descriptionHtml: '<p>Weavers and potters from across Haryana.</p>\n',
      }),
    ]);
  });

  it('names what is published for no mall', () => {
    const raw = (lists.offers as Record<string, unknown>[])[0] as Record<string, unknown>;
    expect(problemsWithoutMall({ offers: [{ ...raw, meta: { gfm_malls: [] } }] }, DECEMBER)).toEqual([
      expect.objectContaining({ kind: 'offer', problem: 'no mall is ticked, so neither mall shows it' }),
    ]);
  });

  it('a title that is HTML is its text; a script in it is dropped, not run', () => {
    const raw = (lists.offers as Record<string, unknown>[]).find((offer) => offer.id === 7) as Record<string, unknown>;
    const hostile = {
      ...raw,
      title: { rendered: '<img src=x onerror="alert(1)">Sale<script>alert(2)</script> &amp; more' },
    };
    const { offers } = checkContent({ offers: [hostile] }, { mall: 'gfmpalam', hasStore: () => true, now: DECEMBER });
    expect(offers[0]?.title).toBe('Sale & more');
  });
});

describe('a picture in the sizes WordPress made of it', () => {
  it('a 6 MB upload from a phone is sent in WordPress’s sizes, never the upload nor its scaled copy', () => {
    const media = loadFixture('media_camera_upload').body as Record<string, unknown>;
    const image = pictureOf(media);
    expect(image?.srcSet).toBe(
      [
        'http://127.0.0.1:8089/wp-content/uploads/2026/11/camera-photo-768x384.jpg 768w',
        'http://127.0.0.1:8089/wp-content/uploads/2026/11/camera-photo-1536x768.jpg 1536w',
        'http://127.0.0.1:8089/wp-content/uploads/2026/11/camera-photo-2048x1536.jpg 2048w',
      ].join(', '),
    );
    expect(image?.src).toBe('http://127.0.0.1:8089/wp-content/uploads/2026/11/camera-photo-768x384.jpg');
    expect(JSON.stringify(image)).not.toMatch(/camera-photo(-scaled)?\.jpg/);
    expect(image).toMatchObject({ width: 2048, height: 1536 });
  });

  it('a media object with no sizes and a large upload gives no picture (the mall’s stands in)', () => {
    const media = loadFixture('media_camera_upload').body as { media_details: Record<string, unknown> };
    expect(pictureOf({ ...media, media_details: { ...media.media_details, sizes: {} } })).toBeUndefined();
  });

  it('a featured file that is not a picture is shown as the mall’s picture, and said', () => {
    const raw = (lists.offers as Record<string, unknown>[]).find((offer) => offer.id === 7) as Record<string, unknown>;
    const embedded = raw._embedded as { 'wp:featuredmedia': Record<string, unknown>[] };
    const pdf = { ...embedded['wp:featuredmedia'][0], mime_type: 'application/pdf' };
    const { offers, problems } = checkContent(
      { offers: [{ ...raw, _embedded: { 'wp:featuredmedia': [pdf] } }] },
      { mall: 'gfmpalam', hasStore: () => true, now: DECEMBER },
    );
    expect(offers[0]).toMatchObject({ pictureMissing: true });
    expect(offers[0]?.picture).toBeUndefined();
    expect(problems).toEqual([
      expect.objectContaining({ leftOut: false, problem: expect.stringMatching(/not a picture/) }),
    ]);
  });
});

describe('a picture whose file cannot be loaded', () => {
  it('is the mall’s placeholder, said once; a file that loads is not asked for again', async () => {
    const asked: string[] = [];
    const fetchImpl = ((url: string) => {
      asked.push(url);
      return Promise.resolve(
        url.includes('clothing-offer-3')
          ? new Response(null, { status: 404, headers: { 'Content-Type': 'text/html' } })
          : new Response(null, { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
      );
    }) as typeof fetch;
    const checks = createPictureChecks();
    const content = palam();
    await checkPictureFiles(content, checks, { fetchImpl });
    const jeans = content.offers.find((offer) => offer.store === 'TF-24');
    expect(jeans).toMatchObject({ pictureMissing: true });
    expect(jeans?.picture).toBeUndefined();
    expect(content.problems).toContainEqual(
      expect.objectContaining({ id: 7, leftOut: false, problem: expect.stringMatching(/file cannot be loaded/) }),
    );
    // A server error is not a missing file.
    const again = palam();
    await checkPictureFiles(again, checks, {
      fetchImpl: (() => Promise.resolve(new Response(null, { status: 503 }))) as typeof fetch,
    });
    expect(again.offers.find((offer) => offer.store === 'TF-24')?.picture).toBeDefined();
    expect(asked).toHaveLength(1);
  });
});

describe('times on the Kolkata clock', () => {
  it.each([
    ['2026-12-24T18:00', '2026-12-24T18:00:00+05:30'],
    ['2026-12-24 18:00:30', '2026-12-24T18:00:30+05:30'],
    ['2026-12-24', '2026-12-24T00:00:00+05:30'],
    ['2026-02-30T10:00', undefined],
    ['2026-12-24T24:00', undefined],
    ['24/12/2026', undefined],
    ['next Friday', undefined],
  ])('%s', (written, instant) => expect(kolkataInstant(written)).toBe(instant));
});

describe('reading the lists', () => {
  const answers = (responses: Record<string, () => Response>): typeof fetch =>
    ((url: string) => {
      const kind = /wp\/v2\/([a-z-]+)/.exec(url)?.[1] ?? '';
      const answer = responses[kind];
      return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('fetch failed'));
    }) as typeof fetch;

  it('asks for the published items of each kind, newest first, with their pictures', async () => {
    const asked: string[] = [];
    const fetchImpl = ((url: string) => {
      asked.push(url);
      return Promise.resolve(fixtureResponse('gfm_offers_embed'));
    }) as typeof fetch;
    const read = await fetchContentLists('http://wp.example/wp-json/', ['offers'], { fetchImpl });
    expect(read.offers).toHaveLength(3);
    expect(asked).toEqual([
      'http://wp.example/wp-json/wp/v2/gfm-offers?per_page=100&page=1&orderby=date&order=desc&_embed=wp:featuredmedia&_fields=id,date,modified,link,title,content,meta,featured_media,_links,_embedded',
    ]);
  });

  it.each([
    ['a 5xx', () => new Response('oops', { status: 502 })],
    ['a 404 (no plugin)', () => fixtureResponse('post_id_missing')],
    ['a 200 that is not JSON', () => new Response('<html>maintenance</html>', { status: 200 })],
    ['JSON that is not a list', () => new Response('{"code":"x"}', { status: 200 })],
  ])('%s is WordPress unavailable: the copy is kept', async (_name, answer) => {
    await expect(
      fetchContentLists('http://wp.example/wp-json', ['offers', 'hours'], {
        fetchImpl: answers({ 'gfm-offers': () => fixtureResponse('gfm_offers_embed'), 'gfm-hours': answer }),
      }),
    ).rejects.toBeInstanceOf(ContentUnavailable);
  });

  it('a WordPress that does not answer is unavailable', async () => {
    await expect(
      fetchContentLists('http://wp.example/wp-json', ['events'], { fetchImpl: answers({}) }),
    ).rejects.toThrow(/did not answer/);
  });
});
