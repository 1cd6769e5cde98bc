import type { PlanUnit } from '../floor-plan/layout';
import { buildWalkGraph, type MallWayfinding } from './graph';
import { findRoute } from './route';
import { ordinal, routeSteps } from './steps';

const shop = (code: string, label: string): PlanUnit => ({ code, label, href: `/gfmpalam/shops/${code}` });
const units = [
  shop('GF-05', 'Idli Inn'),
  shop('GF-50', 'Chaat Chowk'),
  shop('GF-62', 'Kulfi Corner'),
  shop('FF-48', 'Glam Studio'),
  shop('SF-01', 'Wok Express'),
  shop('SF-02', 'Crust & Co'),
  shop('SF-05', 'Sushi Sora'),
  shop('SF-44', 'Roti Republic'),
  shop('SF-46', 'Falafel Fiesta'),
  shop('SF-48', 'Shake Shoppe'),
  shop('TF-80', 'Momo Mania'),
];
const mall: MallWayfinding = {
  lifts: [
    { name: 'Lift 1', corner: 'top-left' },
    { name: 'Lift 2', corner: 'bottom-right' },
  ],
  stairs: [{ name: 'Stairs', corner: 'bottom-left' }],
  gates: [
    { name: 'Gate 1', corner: 'bottom-left', stepFree: true },
    { name: 'Gate 2', corner: 'top-right', stepFree: false },
  ],
  desk: { corner: 'bottom-left' },
  parking: ['B1', 'B2'],
};
const graph = buildWalkGraph(units, mall);

const steps = (from: string, to: string, stepFree = false) => {
  const route = findRoute(graph, from, to, { stepFree });
  if (!route) throw new Error(`no route from ${from} to ${to}`);
  return routeSteps(graph, route);
};

describe('routeSteps', () => {
  it('words a route by escalator, and its step-free form by lift, counting the shops from the walker’s side', () => {
    expect(steps('gate:Gate 1', 'unit:SF-44')).toEqual([
      'Enter at Gate 1.',
      'Turn right and follow the corridor to the escalators in the atrium.',
      'Take the escalators up to the second floor.',
      'Turn left; SF-44 is the third shop on your right.',
    ]);
    expect(steps('gate:Gate 1', 'unit:SF-44', true)).toEqual([
      'Enter at Gate 1.',
      'Turn right and follow the corridor to lift 2.',
      'Take lift 2 to the second floor.',
      'Turn left; SF-44 is the first shop on your left.',
    ]);
  });

  it('counts the shops after the last corner turned', () => {
    expect(steps('unit:GF-05', 'unit:GF-50')).toEqual([
      'Leave Idli Inn (GF-05).',
      'Turn right and follow the corridor round two corners; GF-50 is the first shop on your right.',
    ]);
  });

  it('starts from a parking level or the desk, and takes the stairs one floor when they are nearest', () => {
    expect(steps('parking:B2', 'unit:TF-80')).toEqual([
      'Start at parking level B2.',
      'Take lift 1 to the third floor.',
      'TF-80 is in front of you.',
    ]);
    expect(steps('desk', 'unit:FF-48')).toEqual([
      'Start at the information desk.',
      'Take the stairs up to the first floor.',
      'Turn right; FF-48 is the first shop on your right.',
    ]);
    expect(steps('desk', 'unit:FF-48', true)).toEqual([
      'Start at the information desk.',
      'Turn right and follow the corridor to lift 2.',
      'Take lift 2 to the first floor.',
      'Turn left; FF-48 is the first shop on your left.',
    ]);
  });

  it('says nothing of a walk when the lift is beside the start', () => {
    expect(steps('gate:Gate 2', 'unit:SF-05')).toEqual(expect.arrayContaining(['Enter at Gate 2.']));
    const fromLift = steps('parking:B1', 'unit:SF-05');
    expect(fromLift.filter((step) => step.includes('follow the corridor'))).toEqual([]);
  });
});

describe('ordinal', () => {
  it('spells the first ten and numbers the rest', () => {
    expect([1, 2, 3, 10, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      'first',
      'second',
      'third',
      'tenth',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});
