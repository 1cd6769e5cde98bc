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

/** The graph as it grows: nodes found again by id, edges added both ways. */
class GraphBuilder {
  readonly nodes: WalkNode[] = [];
  readonly edges: WalkEdge[][] = [];
  readonly byId = new Map<string, number>();
  edgeCount = 0;

  addNode(node: Omit<WalkNode, 'index'>): number {
    const existing = this.byId.get(node.id);
    if (existing !== undefined) return existing;
    const index = this.nodes.length;
    this.nodes.push({ ...node, index });
    this.edges.push([]);
    this.byId.set(node.id, index);
    return index;
  }

  connect(
    a: number,
    b: number,
    kind: EdgeKind,
    cost = distance(this.nodes[a] as WalkNode, this.nodes[b] as WalkNode),
  ): void {
    if (a === b) return;
    (this.edges[a] as WalkEdge[]).push({ to: b, cost, kind });
    (this.edges[b] as WalkEdge[]).push({ to: a, cost, kind });
    this.edgeCount += 1;
  }
}

/** One floor's corridor ring: its nodes by their position along the ring, made when first asked for. */
class CorridorRing {
  private readonly byPosition = new Map<number, number>();

  constructor(
    private readonly graph: GraphBuilder,
    private readonly level: string,
  ) {}

  at(x: number, y: number, extra: Partial<WalkNode> = {}): number {
    const position = round(ringPosition(x, y));
    const found = this.byPosition.get(position);
    if (found !== undefined) {
      Object.assign(this.graph.nodes[found] as WalkNode, extra);
      return found;
    }
    const index = this.graph.addNode({
      id: `corridor:${this.level}@${position}`,
      kind: 'corridor',
      level: this.level,
      x: round(x),
      y: round(y),
      name: 'Corridor',
      phrase: 'the corridor',
      stepFree: true,
      ...extra,
    });
    this.byPosition.set(position, index);
    return index;
  }

  corner(corner: Corner): number {
    return this.at(...CORNERS[corner].ring, { corner });
  }

  /** Each node joined to the next round the ring. */
  close(): void {
    const around = [...this.byPosition.entries()].sort(([a], [b]) => a - b);
    around.forEach(([position, index], order) => {
      const [nextPosition, next] = around[(order + 1) % around.length] as [number, number];
      this.graph.connect(index, next, 'walk', (nextPosition - position + RING_LENGTH) % RING_LENGTH);
    });
  }
}

/** Where a shop's door is, and the corridor in front of it. */
function doorAndFront(unit: FloorLayout['units'][number]): [number, number, number, number] {
  const cx = unit.x + unit.width / 2;
  const cy = unit.y + unit.height / 2;
  // A shop at the end of a wall opens beside the corridor's corner: its front is that corner's end of the ring.
  const alongX = Math.min(Math.max(cx, RING_LEFT), RING_RIGHT);
  const alongY = Math.min(Math.max(cy, RING_TOP), RING_BOTTOM);
  if (unit.side === 'top') return [cx, unit.y + unit.height, alongX, RING_TOP];
  if (unit.side === 'right') return [unit.x, cy, RING_RIGHT, alongY];
  if (unit.side === 'bottom') return [cx, unit.y, alongX, RING_BOTTOM];
  return [unit.x + unit.width, cy, RING_LEFT, alongY];
}

/** Each shop: its door on the corridor side of its unit, and the corridor in front of it. */
function addShops(graph: GraphBuilder, ring: CorridorRing, layout: FloorLayout, level: string): void {
  for (const unit of layout.units) {
    const [doorX, doorY, frontX, frontY] = doorAndFront(unit);
    const door = graph.addNode({
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
    graph.connect(door, ring.at(frontX, frontY, { unit: unit.code }), 'walk');
  }
}

/** The escalators stand in the atrium, reached from the middle of its near edge. */
function addAtriumEdge(graph: GraphBuilder, ring: CorridorRing, layout: FloorLayout, level: string): number {
  const { atrium } = layout;
  const edgeX = atrium.x + atrium.width / 2;
  const edgeY = atrium.y + atrium.height;
  const atriumEdge = graph.addNode({
    id: `atrium:${level}`,
    kind: 'atrium',
    level,
    x: round(edgeX),
    y: round(edgeY),
    name: 'Atrium',
    phrase: 'the atrium',
    stepFree: true,
  });
  graph.connect(atriumEdge, ring.at(edgeX, RING_BOTTOM), 'walk');
  return atriumEdge;
}

/** The plan's own symbols: lifts, toilets and escalators (its entrance is a gate of the mall's data). */
function addPlanFeatures(
  graph: GraphBuilder,
  ring: CorridorRing,
  layout: FloorLayout,
  level: string,
  atriumEdge: number,
  mall: MallWayfinding,
): void {
  for (const feature of layout.features) {
    const corner = cornerOf(feature.x, feature.y);
    const at = { level, x: feature.x, y: feature.y };
    if (feature.kind === 'lift') {
      const lift = mall.lifts.find((candidate) => candidate.corner === corner);
      if (!lift)
        throw new Error(`The plan draws a lift in the ${corner} corner that the mall's wayfinding data does not name.`);
      const stop = graph.addNode({
        id: `lift:${lift.name}@${level}`,
        kind: 'lift',
        ...at,
        name: lift.name,
        phrase: lowerFirst(lift.name),
        stepFree: true,
      });
      graph.connect(stop, ring.corner(corner), 'walk');
    } else if (feature.kind === 'toilets') {
      const toilets = graph.addNode({
        id: `toilets:${level}@${corner}`,
        kind: 'toilets',
        ...at,
        name: feature.label,
        phrase: 'the toilets',
        stepFree: true,
      });
      graph.connect(toilets, ring.corner(corner), 'walk');
    } else if (feature.kind === 'escalator') {
      const escalator = graph.addNode({
        id: `escalator:${level}`,
        kind: 'escalator',
        ...at,
        name: feature.label,
        phrase: 'the escalators in the atrium',
        stepFree: false,
      });
      graph.connect(escalator, atriumEdge, 'walk');
    }
  }
}

/** The places of the mall's own data that stand in a corner square, each joined to that corner of the ring. */
function addCornerPlaces(
  graph: GraphBuilder,
  ring: CorridorRing,
  floor: Floor,
  level: string,
  mall: MallWayfinding,
): void {
  const place = (corner: Corner, share: number, node: Omit<WalkNode, 'index' | 'level' | 'x' | 'y'>) => {
    const [x, y] = inCorner(corner, share);
    const { id, kind, name, phrase, stepFree } = node;
    graph.connect(graph.addNode({ id, kind, level, x, y, name, phrase, stepFree }), ring.corner(corner), 'walk');
  };
  for (const stairs of mall.stairs) {
    place(stairs.corner, SHARE.stairs, {
      id: `stairs:${stairs.name}@${level}`,
      kind: 'stairs',
      name: stairs.name,
      phrase: `the ${lowerFirst(stairs.name)}`,
      stepFree: false,
    });
  }
  if (floor.id !== 'GF') return;
  for (const gate of mall.gates) {
    place(gate.corner, SHARE.gate, {
      id: `gate:${gate.name}`,
      kind: 'gate',
      name: gate.name,
      phrase: gate.name,
      stepFree: gate.stepFree,
    });
  }
  place(mall.desk.corner, SHARE.desk, {
    id: 'desk',
    kind: 'desk',
    name: 'Information desk',
    phrase: 'the information desk',
    stepFree: true,
  });
}

/** One floor: its corridor ring, shops, atrium, the plan's symbols and the mall's places in the corners. */
function addFloor(graph: GraphBuilder, floor: Floor, units: readonly PlanUnit[], mall: MallWayfinding): void {
  const layout: FloorLayout = layoutFloor(floor, units);
  const level = floor.id;
  const ring = new CorridorRing(graph, level);
  for (const corner of Object.keys(CORNERS) as Corner[]) ring.corner(corner);
  addShops(graph, ring, layout, level);
  const atriumEdge = addAtriumEdge(graph, ring, layout, level);
  addPlanFeatures(graph, ring, layout, level, atriumEdge, mall);
  addCornerPlaces(graph, ring, floor, level, mall);
  ring.close();
}

/** Parking levels: a lift lobby at each, where every lift stops. */
function addParking(graph: GraphBuilder, mall: MallWayfinding): void {
  const liftStops = mall.lifts.map((lift) => {
    const drawn = graph.nodes.find((node) => node.kind === 'lift' && node.name === lift.name);
    if (!drawn) throw new Error(`${lift.name} stands in the ${lift.corner} corner, where the plan draws no lift.`);
    const { x, y } = drawn;
    return mall.parking.map((level) =>
      graph.addNode({
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
    const parking = graph.addNode({
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
      if (stop !== undefined) graph.connect(parking, stop, 'walk');
    }
  }
}

/** Changes of level, weighted (see the costs above). */
function addLevelChanges(graph: GraphBuilder, levels: readonly Level[], mall: MallWayfinding): void {
  const levelIndex = new Map(levels.map((level, index) => [level.id, index]));
  const stopsOf = (kind: PlaceKind, name?: string) =>
    graph.nodes
      .filter((node) => node.kind === kind && (name === undefined || node.name === name))
      .sort((a, b) => (levelIndex.get(a.level) ?? 0) - (levelIndex.get(b.level) ?? 0));
  for (const lift of mall.lifts) {
    const stops = stopsOf('lift', lift.name);
    stops.forEach((from, index) => {
      for (const to of stops.slice(index + 1)) {
        const span = Math.abs((levelIndex.get(to.level) ?? 0) - (levelIndex.get(from.level) ?? 0));
        graph.connect(from.index, to.index, 'lift', LIFT_WAIT + LIFT_PER_LEVEL * span);
      }
    });
  }
  const chain = (stops: WalkNode[], kind: EdgeKind, cost: number) =>
    stops.slice(1).forEach((to, index) => graph.connect((stops[index] as WalkNode).index, to.index, kind, cost));
  chain(stopsOf('escalator'), 'escalator', ESCALATOR_PER_FLOOR);
  for (const stairs of mall.stairs) chain(stopsOf('stairs', stairs.name), 'stairs', STAIRS_PER_FLOOR);
}

/** The walkable graph of a mall: its units (as the floor plans get them) and its own wayfinding data. */
export function buildWalkGraph(units: readonly PlanUnit[], mall: MallWayfinding): WalkGraph {
  const graph = new GraphBuilder();
  const floors = floorsOf(units);
  const levels: Level[] = [
    ...[...mall.parking].reverse().map((id) => ({ id, phrase: `parking level ${id}` })),
    ...floors.map((floor) => ({ id: floor.id, phrase: `the ${lowerFirst(floor.name)}`, floor })),
  ];
  for (const floor of floors) addFloor(graph, floor, units, mall);
  addParking(graph, mall);
  addLevelChanges(graph, levels, mall);
  const { nodes, edges, byId, edgeCount } = graph;
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
