import { describe, expect, it } from '@jest/globals';
import { SEED_COOKIE } from '@gfm/release/bands';
import { mallDetails } from './site';
import { privacyPolicy } from './privacy-policy';

describe('privacyPolicy', () => {
  const policy = privacyPolicy(mallDetails.gfm43);
  const text = (heading: string) => policy.find((section) => section.heading.includes(heading))?.paragraphs.join(' ');

  it('has its nine sections and says what is measured, by whom a failure is caused, and what is kept', () => {
    expect(policy).toHaveLength(9);
    expect(text('Information we collect')).toMatch(/how quickly .* how much it moves .* programs fail/);
    expect(text('Information we collect')).toMatch(/We keep only totals across all visitors: not your IP address/);
  });

  it('names the cookie the front and the shells set, what it holds, that it names no person, and how long it lasts', () => {
    expect(text('Information we collect')).toContain(`one cookie, ${SEED_COOKIE}. It holds a random number`);
    expect(text('Information we collect')).toContain('it is not an identifier of a person');
    // Signed by the servers, sent with the figures and held in memory only (decision 075).
    expect(text('Information we collect')).toContain('signed by our servers so that no one else can make one');
    expect(text('Information we collect')).toContain('our servers hold it in memory for at most a day');
    // Max-Age=31536000 in release/src/visitor-seed.ts and deploy/nginx/canary-bands.conf.template.
    expect(text('Information we collect')).toContain('It lasts one year');
    expect(text('Cookies')).toContain(SEED_COOKIE);
  });
});
