/** The pages of Sector 43 (spec §2), relative to /gfm43. */
export const pages = [
  { path: 'automotive', title: 'Automotive' },
  { path: 'all-brands', title: 'All Brands' },
  { path: 'food-and-drinks', title: 'Food & Drinks' },
  { path: 'privacy-policy', title: 'Privacy Policy' },
  { path: 'contact-us', title: 'Get in Touch' },
] as const satisfies readonly { path: string; title: string }[];
