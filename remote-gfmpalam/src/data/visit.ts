import type { VisitGuide } from '@gfm/shared/features/visit';

/** Palam Vihar's own guide for visitors, written for this site. */
export const visit: VisitGuide = {
  gettingThere: [
    {
      title: 'By metro',
      body: 'Dwarka Sector 21 station (Blue Line and Airport Express) is 7 km away; autos and cabs wait at gate 2. Gurugram’s city buses 112 and 118 stop at Palam Vihar Road, a two-minute walk.',
    },
    {
      title: 'By road',
      body: 'From Dwarka Expressway take the Palam Vihar exit and follow Palam Vihar Road for 1.5 km; the car park entrance is on Block C road, after the main gate.',
    },
    {
      title: 'Cab and auto drop-off',
      body: 'Set “Global Foyer Mall, Palam Vihar, Gate 1” as your drop-off: a covered lay-by at the main entrance, level with the ground floor, no steps.',
    },
  ],
  parking: {
    levels:
      'Two basement levels, B1 and B2, with 520 car spaces and 300 for two-wheelers. Lifts from both levels reach every floor.',
    basements: ['B1', 'B2'],
    charges: [
      { what: 'Car, first 3 hours', price: '₹50' },
      { what: 'Car, each further hour', price: '₹30' },
      { what: 'Two-wheeler, all day', price: '₹30' },
      { what: 'Electric car charging (B1, 8 bays)', price: '₹18 per kWh' },
    ],
    note: 'Lost ticket: ₹300. Parking is free for the first 30 minutes.',
  },
  accessibility: [
    {
      title: 'Step-free entrances',
      body: 'Gate 1 (main entrance) and both basement lift lobbies are step-free; gate 2 has a ramp beside its steps.',
    },
    {
      title: 'Lifts',
      body: 'Four lifts reach every floor from B2 to the third floor; buttons in Braille and announcements at each floor.',
    },
    {
      title: 'Accessible toilets',
      body: 'On every floor beside the lifts, and a changing place with a hoist on the ground floor.',
    },
    {
      title: 'Wheelchairs to borrow',
      body: 'Six wheelchairs and two walkers at the information desk on the ground floor, free for the visit with an ID. Call ahead to keep one for you.',
    },
    {
      title: 'Quiet hour',
      body: 'Tuesdays 10 to 11 AM: music off, lights lowered in the atrium, for visitors who find noise hard.',
    },
  ],
};
