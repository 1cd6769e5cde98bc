import {
  CORRIDOR,
  DEPTH,
  FLOORS,
  PLAN_HEIGHT,
  PLAN_WIDTH,
  layoutFloor,
  parseUnitCode,
  type Floor,
  type FloorLayout,
  type PlanUnit,
} from '../floor-plan/layout';

/**
 * The walkable model of a mall, derived from the same units and layout that
 * draw its floor plans (floor-plan/layout.ts): a corridor ring in front of the
 * shops, each shop's door, the atrium's edge where the escalators land, the
 * lifts and toilets the plan draws in its corners. What the plan does not
 * draw (names of lifts, stairs, gates, the desk, parking levels) is the
 * mall's own typed data, `MallWayfinding`. Nothing is drawn by hand: a shop
 * added to the data has a door on the ring, and so a route.
 */

export type Corner = 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left';

/** What a mall tells the wayfinding about itself beyond its shops' units. */
export interface MallWayfinding {
  /** Lift banks as signed, each at a corner where the plan draws a lift; every lift stops at every level, parking included. */
  lifts: readonly { name: string; corner: Corner }[];
  /** Staircases, each at a corner; they join the floors, not the parking levels. */
  stairs: readonly { name: string; corner: Corner }[];
  /** Gates on the ground floor, each at a corner; a gate with steps only is not step-free. */
  gates: readonly { name: string; corner: Corner; stepFree: boolean }[];
  /** The information desk, on the ground floor. */
  desk: { corner: Corner };
  /** Parking levels below the ground floor, top first ("B1", "B2"): the plan-your-visit data's `basements`. */
  parking: readonly string[];
}

export type PlaceKind =
  'corridor' | 'atrium' | 'unit' | 'lift' | 'escalator' | 'stairs' | 'gate' | 'parking' | 'toilets' | 'desk';
export type EdgeKind = 'walk' | 'lift' | 'escalator' | 'stairs';

export interface Level {
  /** 'GF', 'SF' for a floor; the parking level's own name ('B1') below it. */
  id: string;
  /** How a sentence names it: "the second floor", "parking level B1". */
  phrase: string;
  /** Drawn on a floor plan (parking levels are not). */
  floor?: Floor;
}

export interface WalkNode {
  index: number;
  /** Stable across builds of the same data: 'unit:SF-05', 'gate:Gate 1', 'lift:Lift 1@GF', 'parking:B1'. */
  id: string;
  kind: PlaceKind;
  /** A `Level` id. */
  level: string;
  /** On the plan of its level, in the layout's units (the plan is PLAN_WIDTH × PLAN_HEIGHT). */
  x: number;
  y: number;
  /** What a visitor reads on a sign: 'Lift 2', 'Gate 1', a shop's name. */
  name: string;
  /** How a sentence names it: 'lift 2', 'the escalators in the atrium'. */
  phrase: string;
  /** A shop's unit code; on a corridor node, the unit whose door it faces. */
  unit?: string;
  /** A corridor node at a corner of the ring. */
  corner?: Corner;
  /** False for escalators, stairs and gates with steps: a step-free route never passes one. */
  stepFree: boolean;
}

export interface WalkEdge {
  to: number;
  cost: number;
  kind: EdgeKind;
}

export interface WalkGraph {
  nodes: readonly WalkNode[];
  /** Each node's edges out; every edge is there both ways. */
  edges: readonly (readonly WalkEdge[])[];
  /** Bottom first: parking levels, then floors. */
  levels: readonly Level[];
  byId: ReadonlyMap<string, number>;
  /** Edges counted once for both ways. */
  edgeCount: number;
}

/*
 * Costs are in the plan's units (1 unit ≈ 0.1 m: a floor is about 100 × 80 m),
 * so a change of floor weighs as much as the walk it is worth: a lift's wait
 * dominates a short ride, an escalator is a steady ride, stairs are slow.
 */
/** Waiting for a lift, boarding and leaving it, as a walk of about 45 m. */
export const LIFT_WAIT = 450;
export const LIFT_PER_LEVEL = 60;
/** One escalator and the walk round to the next. */
export const ESCALATOR_PER_FLOOR = 200;
export const STAIRS_PER_FLOOR = 350;

/** The corridor's centre line: a ring inside the shops, along the atrium. */
const RING = DEPTH + CORRIDOR / 2;
const RING_LEFT = RING;
const RING_TOP = RING;
const RING_RIGHT = PLAN_WIDTH - RING;
const RING_BOTTOM = PLAN_HEIGHT - RING;
const RING_WIDTH = RING_RIGHT - RING_LEFT;
const RING_HEIGHT = RING_BOTTOM - RING_TOP;

const round = (value: number) => Math.round(value * 10) / 10;

/** Position along the ring, clockwise from its top-left corner. */
function ringPosition(x: number, y: number): number {
  if (y === RING_TOP) return x - RING_LEFT;
  if (x === RING_RIGHT) return RING_WIDTH + (y - RING_TOP);
  if (y === RING_BOTTOM) return RING_WIDTH + RING_HEIGHT + (RING_RIGHT - x);
  return 2 * RING_WIDTH + RING_HEIGHT + (RING_BOTTOM - y);
}

const RING_LENGTH = 2 * (RING_WIDTH + RING_HEIGHT);

const CORNERS: Record<Corner, { ring: [number, number]; outer: [number, number] }> = {
  'top-left': { ring: [RING_LEFT, RING_TOP], outer: [0, 0] },
  'top-right': { ring: [RING_RIGHT, RING_TOP], outer: [PLAN_WIDTH, 0] },
  'bottom-right': { ring: [RING_RIGHT, RING_BOTTOM], outer: [PLAN_WIDTH, PLAN_HEIGHT] },
  'bottom-left': { ring: [RING_LEFT, RING_BOTTOM], outer: [0, PLAN_HEIGHT] },
};

/** The corner square a point of the plan stands in. */
function cornerOf(x: number, y: number): Corner {
  const left = x < PLAN_WIDTH / 2;
  const top = y < PLAN_HEIGHT / 2;
  return top ? (left ? 'top-left' : 'top-right') : left ? 'bottom-left' : 'bottom-right';
}

/** A point of a corner square, `share` of the way from the building's outer corner to the corridor's. */
function inCorner(corner: Corner, share: number): [number, number] {
  const { ring, outer } = CORNERS[corner];
  return [round(outer[0] + (ring[0] - outer[0]) * share), round(outer[1] + (ring[1] - outer[1]) * share)];
}

/** Where things stand in a corner square (the lift and toilets where the plan draws them). */
const SHARE = { gate: 0.15, stairs: 0.55, desk: 0.75 } as const;

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The floors a mall has: the ground floor and up to its highest floor with a unit. */
function floorsOf(units: readonly PlanUnit[]): Floor[] {
  const top = Math.max(
    0,
    ...units.map((unit) => FLOORS.findIndex((floor) => floor.id === parseUnitCode(unit.code)?.floor.id)),
  );
  return FLOORS.slice(0, top + 1);
}

/** The walkable graph of a mall: its units (as the floor plans get them) and its own wayfinding data. */
export function buildWalkGraph(units: readonly PlanUnit[], mall: MallWayfinding): WalkGraph {
  const nodes: WalkNode[] = [];
  const edges: WalkEdge[][] = [];
  const byId = new Map<string, number>();
  let edgeCount = 0;

  const addNode = (node: Omit<WalkNode, 'index'>): number => {
    const existing = byId.get(node.id);
    if (existing !== undefined) return existing;
    const index = nodes.length;
    nodes.push({ ...node, index });
    edges.push([]);
    byId.set(node.id, index);
    return index;
  };
  const connect = (
    a: number,
    b: number,
    kind: EdgeKind,
    cost = distance(nodes[a] as WalkNode, nodes[b] as WalkNode),
  ) => {
    if (a === b) return;
    (edges[a] as WalkEdge[]).push({ to: b, cost, kind });
    (edges[b] as WalkEdge[]).push({ to: a, cost, kind });
    edgeCount += 1;
  };

  const floors = floorsOf(units);
  const levels: Level[] = [
    ...[...mall.parking].reverse().map((id) => ({ id, phrase: `parking level ${id}` })),
    ...floors.map((floor) => ({ id: floor.id, phrase: `the ${lowerFirst(floor.name)}`, floor })),
  ];

  for (const floor of floors) {
    const layout: FloorLayout = layoutFloor(floor, units);
    const level = floor.id;
    /** corridor nodes by their position along the ring */
    const ring = new Map<number, number>();
    const corridor = (x: number, y: number, extra: Partial<WalkNode> = {}) => {
      const position = round(ringPosition(x, y));
      const found = ring.get(position);
      if (found !== undefined) {
        Object.assign(nodes[found] as WalkNode, extra);
        return found;
      }
      const index = addNode({
        id: `corridor:${level}@${position}`,
        kind: 'corridor',
        level,
        x: round(x),
        y: round(y),
        name: 'Corridor',
        phrase: 'the corridor',
        stepFree: true,
        ...extra,
      });
      ring.set(position, index);
      return index;
    };
    const cornerNode = (corner: Corner) => corridor(...CORNERS[corner].ring, { corner });
    for (const corner of Object.keys(CORNERS) as Corner[]) cornerNode(corner);

    // Each shop: its door on the corridor side of its unit, and the corridor in front of it.
    for (const unit of layout.units) {
      const cx = unit.x + unit.width / 2;
      const cy = unit.y + unit.height / 2;
      // A shop at the end of a wall opens beside the corridor's corner: its front is that corner's end of the ring.
      const alongX = Math.min(Math.max(cx, RING_LEFT), RING_RIGHT);
      const alongY = Math.min(Math.max(cy, RING_TOP), RING_BOTTOM);
      const [doorX, doorY, frontX, frontY] =
        unit.side === 'top'
          ? [cx, unit.y + unit.height, alongX, RING_TOP]
          : unit.side === 'right'
            ? [unit.x, cy, RING_RIGHT, alongY]
            : unit.side === 'bottom'
              ? [cx, unit.y, alongX, RING_BOTTOM]
              : [unit.x + unit.width, cy, RING_LEFT, alongY];
      const door = addNode({
        id: `unit:${unit.code}`,
        kind: 'unit',
        level,
        x: round(doorX),
        y: round(doorY),
        name: unit.label,
        phrase: unit.label,
        unit: unit.code,
        stepFree: true,
      });
      connect(door, corridor(frontX, frontY, { unit: unit.code }), 'walk');
    }

    // The escalators stand in the atrium, reached from the middle of its near edge.
    const { atrium } = layout;
    const edgeX = atrium.x + atrium.width / 2;
    const edgeY = atrium.y + atrium.height;
    const atriumEdge = addNode({
      id: `atrium:${level}`,
      kind: 'atrium',
      level,
      x: round(edgeX),
      y: round(edgeY),
      name: 'Atrium',
      phrase: 'the atrium',
      stepFree: true,
    });
    connect(atriumEdge, corridor(edgeX, RING_BOTTOM), 'walk');

    // The plan's own symbols: lifts, toilets and escalators (its entrance is a gate of the mall's data).
    for (const feature of layout.features) {
      const corner = cornerOf(feature.x, feature.y);
      if (feature.kind === 'lift') {
        const lift = mall.lifts.find((candidate) => candidate.corner === corner);
        if (!lift)
          throw new Error(
            `The plan draws a lift in the ${corner} corner that the mall's wayfinding data does not name.`,
          );
        const stop = addNode({
          id: `lift:${lift.name}@${level}`,
          kind: 'lift',
          level,
          x: feature.x,
          y: feature.y,
          name: lift.name,
          phrase: lowerFirst(lift.name),
          stepFree: true,
        });
        connect(stop, cornerNode(corner), 'walk');
      } else if (feature.kind === 'toilets') {
        const toilets = addNode({
          id: `toilets:${level}@${corner}`,
          kind: 'toilets',
          level,
          x: feature.x,
          y: feature.y,
          name: feature.label,
          phrase: 'the toilets',
          stepFree: true,
        });
        connect(toilets, cornerNode(corner), 'walk');
      } else if (feature.kind === 'escalator') {
        const escalator = addNode({
          id: `escalator:${level}`,
          kind: 'escalator',
          level,
          x: feature.x,
          y: feature.y,
          name: feature.label,
          phrase: 'the escalators in the atrium',
          stepFree: false,
        });
        connect(escalator, atriumEdge, 'walk');
      }
    }

    for (const stairs of mall.stairs) {
      const [x, y] = inCorner(stairs.corner, SHARE.stairs);
      const node = addNode({
        id: `stairs:${stairs.name}@${level}`,
        kind: 'stairs',
        level,
        x,
        y,
        name: stairs.name,
        phrase: `the ${lowerFirst(stairs.name)}`,
        stepFree: false,
      });
      connect(node, cornerNode(stairs.corner), 'walk');
    }

    if (floor.id === 'GF') {
      for (const gate of mall.gates) {
        const [x, y] = inCorner(gate.corner, SHARE.gate);
        const node = addNode({
          id: `gate:${gate.name}`,
          kind: 'gate',
          level,
          x,
          y,
          name: gate.name,
          phrase: gate.name,
          stepFree: gate.stepFree,
        });
        connect(node, cornerNode(gate.corner), 'walk');
      }
      const [x, y] = inCorner(mall.desk.corner, SHARE.desk);
      const desk = addNode({
        id: 'desk',
        kind: 'desk',
        level,
        x,
        y,
        name: 'Information desk',
        phrase: 'the information desk',
        stepFree: true,
      });
      connect(desk, cornerNode(mall.desk.corner), 'walk');
    }

    // The corridor: each node joined to the next round the ring.
    const around = [...ring.entries()].sort(([a], [b]) => a - b);
    around.forEach(([position, index], order) => {
      const [nextPosition, next] = around[(order + 1) % around.length] as [number, number];
      connect(index, next, 'walk', (nextPosition - position + RING_LENGTH) % RING_LENGTH);
    });
  }

  // Parking levels: a lift lobby at each, where every lift stops.
  const liftStops = mall.lifts.map((lift) => {
    const drawn = nodes.find((node) => node.kind === 'lift' && node.name === lift.name);
    if (!drawn) throw new Error(`${lift.name} stands in the ${lift.corner} corner, where the plan draws no lift.`);
    const { x, y } = drawn;
    return mall.parking.map((level) =>
      addNode({
        id: `lift:${lift.name}@${level}`,
        kind: 'lift',
        level,
        x,
        y,
        name: lift.name,
        phrase: lowerFirst(lift.name),
        stepFree: true,
      }),
    );
  });
  for (const level of mall.parking) {
    const parking = addNode({
      id: `parking:${level}`,
      kind: 'parking',
      level,
      x: PLAN_WIDTH / 2,
      y: PLAN_HEIGHT / 2,
      name: `Parking level ${level}`,
      phrase: `parking level ${level}`,
      stepFree: true,
    });
    for (const stops of liftStops) {
      const stop = stops[mall.parking.indexOf(level)];
      if (stop !== undefined) connect(parking, stop, 'walk');
    }
  }

  // Changes of level, weighted (see the costs above).
  const levelIndex = new Map(levels.map((level, index) => [level.id, index]));
  const stopsOf = (kind: PlaceKind, name?: string) =>
    nodes
      .filter((node) => node.kind === kind && (name === undefined || node.name === name))
      .sort((a, b) => (levelIndex.get(a.level) ?? 0) - (levelIndex.get(b.level) ?? 0));
  for (const lift of mall.lifts) {
    const stops = stopsOf('lift', lift.name);
    stops.forEach((from, index) => {
      for (const to of stops.slice(index + 1)) {
        const span = Math.abs((levelIndex.get(to.level) ?? 0) - (levelIndex.get(from.level) ?? 0));
        connect(from.index, to.index, 'lift', LIFT_WAIT + LIFT_PER_LEVEL * span);
      }
    });
  }
  const chain = (stops: WalkNode[], kind: EdgeKind, cost: number) =>
    stops.slice(1).forEach((to, index) => connect((stops[index] as WalkNode).index, to.index, kind, cost));
  chain(stopsOf('escalator'), 'escalator', ESCALATOR_PER_FLOOR);
  for (const stairs of mall.stairs) chain(stopsOf('stairs', stairs.name), 'stairs', STAIRS_PER_FLOOR);

  return { nodes, edges, levels, byId, edgeCount };
}

/** Where a route may start: the gates, the parking levels, the information desk and every shop. */
export function routeOrigins(graph: WalkGraph): WalkNode[] {
  return graph.nodes.filter(
    (node) => node.kind === 'gate' || node.kind === 'parking' || node.kind === 'desk' || node.kind === 'unit',
  );
}

/** Where a route may end: every shop with a unit. */
export function routeDestinations(graph: WalkGraph): WalkNode[] {
  return graph.nodes.filter((node) => node.kind === 'unit');
}
