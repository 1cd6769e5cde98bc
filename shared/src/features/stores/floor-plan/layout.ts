/**
 * Floor plans drawn from the unit codes in the data ("GF-05" = ground floor,
 * unit 5): every position is computed from the code, so a shop with a new
 * code appears on its plan without drawing anything by hand.
 *
 * A floor is a rectangle with one ring of shop slots along its walls, numbered
 * clockwise from the top-left (1–20 along the top, 21–40 down the right, 41–60
 * along the bottom right to left, 61–80 up the left), a corridor inside the
 * ring and an atrium in the middle. The corners of the corridor hold the lift,
 * the toilets and (ground floor) the entrance; the escalators are in the atrium.
 */

export interface PlanUnit {
  code: string;
  /** shop name */
  label: string;
  /** its page */
  href: string;
  category?: string;
}

export interface Floor {
  id: 'GF' | 'FF' | 'SF' | 'TF';
  name: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Which wall a slot stands against; its door faces the opposite way, into the corridor. */
export type Side = 'top' | 'right' | 'bottom' | 'left';

export interface Slot extends Rect {
  number: number;
  side: Side;
}

export interface PlacedUnit extends PlanUnit, Slot {}

export interface Feature {
  kind: 'lift' | 'escalator' | 'toilets' | 'entrance';
  /** centre of the symbol */
  x: number;
  y: number;
  label: string;
}

export interface FloorLayout {
  floor: Floor;
  width: number;
  height: number;
  units: PlacedUnit[];
  /** vacant slots drawn plain */
  vacant: Slot[];
  features: Feature[];
  atrium: Rect;
}

export const FLOORS: readonly Floor[] = [
  { id: 'GF', name: 'Ground floor' },
  { id: 'FF', name: 'First floor' },
  { id: 'SF', name: 'Second floor' },
  { id: 'TF', name: 'Third floor' },
];

export const MAX_UNIT_NUMBER = 80;

export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 800;
/** depth of a shop, from the wall to the corridor */
export const DEPTH = 130;
/** width of the corridor between the shops and the atrium */
export const CORRIDOR = 70;
/** space between neighbouring shops */
const GAP = 3;

export function parseUnitCode(code: string): { floor: Floor; number: number } | undefined {
  const match = /^(GF|FF|SF|TF)-(\d{1,3})$/.exec(code);
  if (!match) return undefined;
  const floor = FLOORS.find((candidate) => candidate.id === match[1]);
  const number = Number(match[2]);
  if (!floor || number < 1 || number > MAX_UNIT_NUMBER) return undefined;
  return { floor, number };
}

/** 'GF-05' → 'Ground floor, unit 5'; '' for a code that is not a unit (a kiosk's id). */
export function unitName(code: string): string {
  const unit = parseUnitCode(code);
  return unit ? `${unit.floor.name}, unit ${unit.number}` : '';
}

/** One spelling per unit: 'GF-05' and 'GF-5' are the same unit. */
export function unitKey(code: string): string | undefined {
  const unit = parseUnitCode(code);
  return unit && `${unit.floor.id}-${unit.number}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where slot `number` (1-based) of `slots` stands; each wall holds a quarter of the slots. */
export function slotRect(number: number, slots = MAX_UNIT_NUMBER): Slot {
  const perSide = Math.ceil(slots / 4);
  const index = (number - 1) % perSide;
  const sides: readonly Side[] = ['top', 'right', 'bottom', 'left'];
  const side = sides[Math.floor((number - 1) / perSide)] ?? 'left';
  const across = (PLAN_WIDTH - 2 * DEPTH) / perSide;
  const down = (PLAN_HEIGHT - 2 * DEPTH) / perSide;
  const rect: Rect =
    side === 'top'
      ? { x: DEPTH + index * across, y: 0, width: across, height: DEPTH }
      : side === 'right'
        ? { x: PLAN_WIDTH - DEPTH, y: DEPTH + index * down, width: DEPTH, height: down }
        : side === 'bottom'
          ? { x: PLAN_WIDTH - DEPTH - (index + 1) * across, y: PLAN_HEIGHT - DEPTH, width: across, height: DEPTH }
          : { x: 0, y: PLAN_HEIGHT - DEPTH - (index + 1) * down, width: DEPTH, height: down };
  return {
    number,
    side,
    x: round(rect.x + GAP / 2),
    y: round(rect.y + GAP / 2),
    width: round(rect.width - GAP),
    height: round(rect.height - GAP),
  };
}

function featuresOf(floor: Floor): Feature[] {
  const near = DEPTH / 2;
  const features: Feature[] = [
    { kind: 'lift', x: near, y: near, label: 'Lift' },
    { kind: 'toilets', x: PLAN_WIDTH - near, y: near, label: 'Toilets' },
    { kind: 'lift', x: PLAN_WIDTH - near, y: PLAN_HEIGHT - near, label: 'Lift' },
    { kind: 'escalator', x: PLAN_WIDTH / 2, y: PLAN_HEIGHT / 2, label: 'Escalators' },
  ];
  if (floor.id === 'GF') features.push({ kind: 'entrance', x: near, y: PLAN_HEIGHT - near, label: 'Entrance' });
  else features.push({ kind: 'toilets', x: near, y: PLAN_HEIGHT - near, label: 'Toilets' });
  return features;
}

/**
 * The plan of one floor: the units whose code is on it (others, and codes that
 * are not units, are ignored; of two shops with one code the first is kept),
 * the slots left vacant and the fixed features.
 */
export function layoutFloor(floor: Floor, units: readonly PlanUnit[], slots = MAX_UNIT_NUMBER): FloorLayout {
  const byNumber = new Map<number, PlanUnit>();
  for (const unit of units) {
    const parsed = parseUnitCode(unit.code);
    if (parsed?.floor.id === floor.id && parsed.number <= slots && !byNumber.has(parsed.number))
      byNumber.set(parsed.number, unit);
  }
  const placed: PlacedUnit[] = [];
  const vacant: Slot[] = [];
  for (let number = 1; number <= slots; number += 1) {
    const unit = byNumber.get(number);
    const slot = slotRect(number, slots);
    if (unit) placed.push({ ...unit, ...slot });
    else vacant.push(slot);
  }
  const inset = DEPTH + CORRIDOR;
  return {
    floor,
    width: PLAN_WIDTH,
    height: PLAN_HEIGHT,
    units: placed,
    vacant,
    features: featuresOf(floor),
    atrium: { x: inset, y: inset, width: PLAN_WIDTH - 2 * inset, height: PLAN_HEIGHT - 2 * inset },
  };
}
