import type { MallDetails } from './site';

/** The cookie that keeps a visitor's versions of each remote while a canary is out (release/src/bands.ts, decision 058). */
export const SEED_COOKIE_NAME = 'gfm_seed';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

/** requirements §2: the privacy policy, nine sections; it excludes persons under 18 (requirements §5). */
export function privacyPolicy(mall: MallDetails): readonly PolicySection[] {
  return [
    {
      heading: '1. Who we are',
      paragraphs: [
        `${mall.name} ("we", "us") runs this website for visitors of the mall. This policy explains what personal information we collect through the website, why, and what choices you have.`,
      ],
    },
    {
      heading: '2. Information we collect',
      paragraphs: [
        'When you send an enquiry we collect the name, phone number, e-mail address and message you type into the form.',
        'Like most websites, our servers also record technical details of each visit (the page, the time, your browser and an IP address) to keep the site secure and working.',
        'To see whether the site works well for visitors, each page you visit measures how quickly its main content is shown, how quickly it answers a tap, a click or a key, how much it moves while it loads, and whether any of its programs fail, with the part of the site whose program failed or answered slowly. It sends these figures to our servers once, with the page and the versions of the site it was built from and whether the screen is phone- or desktop-sized. We keep only totals across all visitors: not your IP address, not a cookie or any other identifier, and nothing that tells one visitor from another.',
        `When a part of the site has a new version, we first show it to a share of visitors. So that you keep the same versions from page to page, the website sets one cookie, ${SEED_COOKIE_NAME}. It holds a random number drawn on your first visit and the hour it was drawn, signed by our servers so that no one else can make one; it says nothing about you: it is not an identifier of a person, it is not linked to your name, your enquiries or your device, and it is not kept with the figures above. Your browser sends it with those figures, so that we count only visitors the site served, each once: our servers hold it in memory for at most a day, and your IP address for at most three hours, to count how many new visitors came from one address, never writing either down. It lasts one year; if you delete it, you get a new one on your next page, and perhaps other versions.`,
      ],
    },
    {
      heading: '3. How we use it',
      paragraphs: [
        'We use your enquiry only to answer it: to call or write back to you about shops, events, offers, leasing or anything else you asked.',
        'We do not sell your information and we do not use it for advertising on other websites.',
      ],
    },
    {
      heading: '4. Cookies',
      paragraphs: [
        'The website does not set advertising or tracking cookies. It needs no account and has no login.',
        `Its one cookie, ${SEED_COOKIE_NAME}, only keeps the versions of the site you are shown the same from page to page (section 2).`,
      ],
    },
    {
      heading: '5. Sharing',
      paragraphs: [
        'Your enquiry is seen by the mall management team. If it concerns a particular shop, we may pass it to that shop so that it can answer you. We share information with authorities only where the law requires it.',
      ],
    },
    {
      heading: '6. How long we keep it',
      paragraphs: [
        'Enquiries are kept for up to 24 months and then deleted, unless a longer period is needed to settle a matter you raised.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        `You may ask to see, correct or delete the information you sent us. Write to ${mall.email} and we will answer within 30 days.`,
      ],
    },
    {
      heading: '8. Children',
      paragraphs: [
        'This website and its enquiry form are meant for persons aged 18 and over. We do not knowingly collect information from anyone under 18; if you believe a person under 18 has sent us an enquiry, write to us and we will delete it.',
      ],
    },
    {
      heading: '9. Changes and contact',
      paragraphs: [
        `We may update this policy; the current version is always on this page. Questions: ${mall.email}, ${mall.phone}, or at the mall's customer desk.`,
      ],
    },
  ];
}
