import type { DatedOffer, MallEvent } from '@gfm/shared/dated/offers-and-events';

/** Sector 43's brand offers, each with its dates; one that has ended is no longer shown. */
export const offers = [
  {
    id: 'diwali-thali',
    store: 'spice-route',
    title: 'The Diwali thali for two at ₹999',
    details: 'Eleven dishes and two desserts, lunch and dinner.',
    starts: '2026-10-25T00:00:00+05:30',
    ends: '2026-11-10T00:00:00+05:30',
  },
  {
    id: 'brew-theory-bogo',
    store: 'brew-theory',
    title: 'Buy one coffee, get one free',
    details: 'Every weekday before 11 AM.',
    starts: '2026-11-16T00:00:00+05:30',
    ends: '2026-12-20T00:00:00+05:30',
  },
  {
    id: 'lumiere-winter-spa',
    store: 'lumiere-salon',
    title: '30% off winter hair spa',
    details: 'Book a weekday slot online or at the salon.',
    starts: '2026-11-20T00:00:00+05:30',
    ends: '2027-01-31T00:00:00+05:30',
  },
  {
    id: 'urban-threads-festive',
    store: 'urban-threads',
    title: 'Up to 50% off festive fashion',
    details: 'On the festive edit, while sizes last.',
    starts: '2026-11-01T00:00:00+05:30',
    ends: '2026-12-07T00:00:00+05:30',
  },
  {
    id: 'pickle-new-year',
    store: 'pickle-and-paddle',
    title: 'A free court hour with every New Year membership',
    details: 'Memberships bought from 1 to 15 January.',
    starts: '2027-01-01T00:00:00+05:30',
    ends: '2027-01-16T00:00:00+05:30',
  },
  {
    id: 'scoop-street-winter',
    store: 'scoop-street',
    title: 'Hot brownie sundae at ₹149',
    details: 'All winter, all day.',
    starts: '2026-11-24T00:00:00+05:30',
    ends: '2027-02-15T00:00:00+05:30',
  },
] as const satisfies readonly DatedOffer[];

/** What is on at Sector 43. */
export const events = [
  {
    id: 'diwali-lights',
    title: 'Festival of Lights',
    description: 'A thousand diyas lit at dusk in the atrium, with a live shehnai.',
    place: 'Atrium, ground floor',
    starts: '2026-11-07T17:00:00+05:30',
    ends: '2026-11-08T21:00:00+05:30',
  },
  {
    id: 'pickleball-open',
    title: 'Sector 43 Pickleball Open',
    description: 'Doubles for beginners and club players; sign up at Pickle & Paddle, watch for free.',
    place: 'Pickle & Paddle courts, third floor',
    starts: '2026-12-05T09:00:00+05:30',
    ends: '2026-12-06T19:00:00+05:30',
  },
  {
    id: 'food-walk',
    title: 'Winter Food Walk',
    description: 'Ten tasting plates across the food court, with the chefs telling their dishes’ stories.',
    place: 'Food court, second floor',
    starts: '2026-12-19T17:00:00+05:30',
    ends: '2026-12-19T21:00:00+05:30',
  },
  {
    id: 'christmas-market',
    title: 'Christmas Market',
    description: 'Plum cake, handmade ornaments and a choir on both evenings.',
    place: 'Atrium, ground floor',
    starts: '2026-12-24T12:00:00+05:30',
    ends: '2026-12-25T22:00:00+05:30',
  },
  {
    id: 'republic-day-quiz',
    title: 'Republic Day Family Quiz',
    description: 'Teams of up to four; prizes from the mall’s brands.',
    place: 'Atrium, ground floor',
    starts: '2027-01-26T16:00:00+05:30',
    ends: '2027-01-26T18:00:00+05:30',
  },
] as const satisfies readonly MallEvent[];
