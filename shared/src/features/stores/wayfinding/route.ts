import type { WalkGraph, WalkNode } from './graph';

export interface RouteOptions {
  /** Lifts and step-free gates only: never stairs, escalators or a gate with steps. */
  stepFree?: boolean;
}

/** The part of a route on one level, as a line to draw on that level's plan. */
export interface RouteLeg {
  level: string;
  points: readonly { x: number; y: number }[];
}

export interface Route {
  /** Start to end. */
  nodes: readonly WalkNode[];
  /** In the plan's units, floor changes weighted. */
  distance: number;
  /** One per stretch on a level, in walking order; a level can appear twice. */
  legs: readonly RouteLeg[];
}

/** A binary min-heap of node indices keyed by distance; stale entries are skipped by the caller. */
class Frontier {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, value: number): void {
    const { keys, values } = this;
    let index = keys.length;
    keys.push(key);
    values.push(value);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[index] = keys[parent] as number;
      values[index] = values[parent] as number;
      index = parent;
    }
    keys[index] = key;
    values[index] = value;
  }

  /** The value of the smallest key, and its key in `out[0]`. */
  pop(out: [number]): number {
    const { keys, values } = this;
    const topKey = keys[0] as number;
    const topValue = values[0] as number;
    const lastKey = keys.pop() as number;
    const lastValue = values.pop() as number;
    const size = keys.length;
    if (size > 0) {
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        if (left >= size) break;
        const right = left + 1;
        const child = right < size && (keys[right] as number) < (keys[left] as number) ? right : left;
        if ((keys[child] as number) >= lastKey) break;
        keys[index] = keys[child] as number;
        values[index] = values[child] as number;
        index = child;
      }
      keys[index] = lastKey;
      values[index] = lastValue;
    }
    out[0] = topKey;
    return topValue;
  }
}

/**
 * The shortest route from one place to another (Dijkstra over the walkable
 * graph, floor changes weighted by their edges' costs), or undefined when
 * there is none: a step-free route from a gate with steps, for one.
 */
export function findRoute(
  graph: WalkGraph,
  fromId: string,
  toId: string,
  options: RouteOptions = {},
): Route | undefined {
  const from = graph.byId.get(fromId);
  const to = graph.byId.get(toId);
  if (from === undefined || to === undefined) return undefined;
  const { nodes, edges } = graph;
  const stepFree = options.stepFree ?? false;
  if (stepFree && !(nodes[from] as WalkNode).stepFree) return undefined;

  const best = new Float64Array(nodes.length).fill(Infinity);
  const previous = new Int32Array(nodes.length).fill(-1);
  const frontier = new Frontier();
  const key: [number] = [0];
  best[from] = 0;
  frontier.push(0, from);
  while (frontier.size > 0) {
    const node = frontier.pop(key);
    const reached = key[0];
    if (reached > (best[node] as number)) continue;
    if (node === to) break;
    for (const edge of edges[node] as WalkGraph['edges'][number]) {
      if (stepFree && !(nodes[edge.to] as WalkNode).stepFree) continue;
      const through = reached + edge.cost;
      if (through < (best[edge.to] as number)) {
        best[edge.to] = through;
        previous[edge.to] = node;
        frontier.push(through, edge.to);
      }
    }
  }
  if (best[to] === Infinity) return undefined;

  const path: WalkNode[] = [];
  for (let node = to; node !== -1; node = previous[node] as number) path.push(nodes[node] as WalkNode);
  path.reverse();
  return { nodes: path, distance: best[to] as number, legs: legsOf(path) };
}

function legsOf(path: readonly WalkNode[]): RouteLeg[] {
  const legs: { level: string; points: { x: number; y: number }[] }[] = [];
  for (const node of path) {
    const last = legs[legs.length - 1];
    if (last?.level === node.level) last.points.push({ x: node.x, y: node.y });
    else legs.push({ level: node.level, points: [{ x: node.x, y: node.y }] });
  }
  return legs;
}
