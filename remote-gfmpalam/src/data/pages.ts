/** The pages of Palam Vihar (spec §2), relative to /gfmpalam. */
export const pages = [
  { path: 'beauty-and-salon', title: 'Beauty & Salon' },
  { path: 'food-and-drinks', title: 'Food & Drinks' },
  { path: 'clothing', title: 'Clothing' },
  { path: 'fitness', title: 'Fitness' },
  { path: 'all-brands', title: 'All Brands' },
  { path: 'privacy-policy', title: 'Privacy Policy' },
  { path: 'contact-us', title: 'Get in Touch' },
] as const satisfies readonly { path: string; title: string }[];
