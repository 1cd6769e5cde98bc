import type { VisitGuide } from '@gfm/shared/features/visit';

/** Sector 43's own guide for visitors, written for this site. */
export const visit: VisitGuide = {
  gettingThere: [
    {
      title: 'By metro',
      body: 'Sector 42-43 station on the Rapid Metro is a six-minute walk along Golf Course Road; a covered walkway leads to gate 1.',
    },
    {
      title: 'By road',
      body: 'From NH-48 take the Golf Course Road exit towards Sector 43; the car park entrance is on the service lane, past the main gate.',
    },
    {
      title: 'Cab and auto drop-off',
      body: 'Set “Global Foyer Mall, Sector 43, Gate 1” as your drop-off: a covered lay-by at the main entrance, level with the ground floor.',
    },
  ],
  parking: {
    levels:
      'Three basement levels, B1 to B3, with 900 car spaces and 400 for two-wheelers. Lifts from every level reach every floor.',
    basements: ['B1', 'B2', 'B3'],
    charges: [
      { what: 'Car, first 2 hours', price: '₹60' },
      { what: 'Car, each further hour', price: '₹40' },
      { what: 'Two-wheeler, all day', price: '₹40' },
      { what: 'Electric car charging (B1, 12 bays)', price: '₹18 per kWh' },
      { what: 'Valet at gate 1', price: '₹200' },
    ],
    note: 'Lost ticket: ₹400. Show a same-day cinema or restaurant bill of ₹1,000 or more for an hour free.',
  },
  accessibility: [
    {
      title: 'Step-free entrances',
      body: 'Gates 1 and 3 and every basement lift lobby are step-free, with automatic doors.',
    },
    {
      title: 'Lifts',
      body: 'Six lifts reach every floor from B3 to the third floor; buttons in Braille and spoken floor announcements.',
    },
    {
      title: 'Accessible toilets',
      body: 'On every floor next to the lifts; a changing place with an adult-sized bench on the ground floor.',
    },
    {
      title: 'Wheelchairs to borrow',
      body: 'Ten wheelchairs at the information desk by gate 1, free for the visit with an ID; staff will bring one to your car on request.',
    },
    {
      title: 'Assistance dogs',
      body: 'Welcome everywhere in the mall, restaurants included; water bowls at the information desk.',
    },
  ],
};
