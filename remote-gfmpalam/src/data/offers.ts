import type { DatedOffer, MallEvent } from '@gfm/shared/dated/offers-and-events';

/** Palam Vihar's shop offers, each with its dates; one that has ended is no longer shown. */
export const offers = [
  {
    id: 'diwali-sweets',
    store: 'TF-20',
    title: 'Diwali sweet boxes at 15% off',
    details: 'Pre-order a box of twelve, collect it on the day.',
    starts: '2026-10-20T00:00:00+05:30',
    ends: '2026-11-09T00:00:00+05:30',
  },
  {
    id: 'glam-bridal-trial',
    store: 'FF-02',
    title: 'A free bridal makeup trial',
    details: 'With any bridal package booked before the end of the wedding season.',
    starts: '2026-11-01T00:00:00+05:30',
    ends: '2027-02-28T00:00:00+05:30',
  },
  {
    id: 'denim-two-for',
    store: 'TF-24',
    title: 'Any two jeans for ₹2,999',
    details: 'All fits and washes, sizes 26 to 40.',
    starts: '2026-11-15T00:00:00+05:30',
    ends: '2026-12-16T00:00:00+05:30',
  },
  {
    id: 'bean-brothers-winter',
    store: 'TF-74',
    title: 'Winter mugs: a second hot chocolate free',
    details: 'Weekdays before noon.',
    starts: '2026-11-20T00:00:00+05:30',
    ends: '2027-01-31T00:00:00+05:30',
  },
  {
    id: 'iron-temple-new-year',
    store: 'SF-56',
    title: 'New Year membership: three months for the price of two',
    details: 'Sign up in the first week of January.',
    starts: '2027-01-01T00:00:00+05:30',
    ends: '2027-01-08T00:00:00+05:30',
  },
  {
    id: 'winter-wool-sale',
    store: '_FznzcyjorE-b-6dDV0EX',
    title: 'Knitwear from ₹799',
    details: 'Sweaters, shawls and caps for the Gurugram winter.',
    starts: '2026-11-24T00:00:00+05:30',
    ends: '2027-01-15T00:00:00+05:30',
  },
] as const satisfies readonly DatedOffer[];

/** What is on at Palam Vihar. */
export const events = [
  {
    id: 'diwali-mela',
    title: 'Diwali Mela',
    description: 'Diyas, rangoli and a lamp-painting table for children in the atrium.',
    place: 'Atrium, ground floor',
    starts: '2026-11-06T16:00:00+05:30',
    ends: '2026-11-08T21:00:00+05:30',
  },
  {
    id: 'winter-craft-market',
    title: 'Winter Craft Market',
    description: 'Weavers and potters from across Haryana sell their own work, with live demonstrations each evening.',
    place: 'Atrium, ground floor',
    starts: '2026-12-11T11:00:00+05:30',
    ends: '2026-12-13T21:00:00+05:30',
  },
  {
    id: 'carol-evening',
    title: 'Carols in the Atrium',
    description: 'A school choir sings carols on the stairs; hot chocolate from Bean Brothers.',
    place: 'Atrium stairs',
    starts: '2026-12-24T18:00:00+05:30',
    ends: '2026-12-24T20:00:00+05:30',
  },
  {
    id: 'new-year-countdown',
    title: 'New Year Countdown',
    description: 'A DJ, a photo wall and the countdown on the big screen. The mall stays open until midnight.',
    place: 'Food court, third floor',
    starts: '2026-12-31T20:00:00+05:30',
    ends: '2027-01-01T00:30:00+05:30',
  },
  {
    id: 'kite-workshop',
    title: 'Kite-making for Makar Sankranti',
    description: 'Make and decorate your own kite; for children from six, materials provided.',
    place: 'Kids corner, first floor',
    starts: '2027-01-10T11:00:00+05:30',
    ends: '2027-01-10T14:00:00+05:30',
  },
] as const satisfies readonly MallEvent[];
