import type { WalkGraph, WalkNode } from './graph';
import type { Route } from './route';

/**
 * A route as numbered steps anyone can follow without the picture, and the
 * form a screen reader reads: "Enter at Gate 1. Take lift 2 to the second
 * floor. Turn left; SF-05 is the third shop on your right." Left and right are
 * the walker's, from the direction they are walking.
 */

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export function ordinal(count: number): string {
  const word = ORDINALS[count - 1];
  if (word) return word;
  const tens = count % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
  return `${count}${suffix}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const COUNTS = ['', 'one', 'two', 'three', 'four'];

/** > 0 when `b` turns right of `a` (the plan's y axis points down). */
const cross = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x * b.y - a.y * b.x;
const vector = (from: WalkNode, to: WalkNode) => ({ x: to.x - from.x, y: to.y - from.y });

/** Turns less sharp than this (its sine) are "straight on". */
const TURN = 0.3;

function turn(from: WalkNode, at: WalkNode, to: WalkNode): 'Turn left' | 'Turn right' | 'Go straight on' {
  const a = vector(from, at);
  const b = vector(at, to);
  const sine = cross(a, b) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y) || 1);
  if (Math.abs(sine) < TURN) return 'Go straight on';
  return sine > 0 ? 'Turn right' : 'Turn left';
}

function start(node: WalkNode): string {
  switch (node.kind) {
    case 'gate':
      return `Enter at ${node.name}.`;
    case 'parking':
      return `Start at ${node.phrase}.`;
    case 'unit':
      return `Leave ${node.name}${node.unit ? ` (${node.unit})` : ''}.`;
    default:
      return `Start at ${node.phrase}.`;
  }
}

function ride(graph: WalkGraph, from: WalkNode, to: WalkNode): string {
  const levels = graph.levels.map((level) => level.id);
  const arrival = graph.levels.find((level) => level.id === to.level)?.phrase ?? to.level;
  const direction = levels.indexOf(to.level) > levels.indexOf(from.level) ? 'up' : 'down';
  if (from.kind === 'lift') return `Take ${from.phrase} to ${arrival}.`;
  if (from.kind === 'escalator') return `Take the escalators ${direction} to ${arrival}.`;
  return `Take ${from.phrase} ${direction} to ${arrival}.`;
}

/**
 * The walk along the corridor from `path[anchor]` (where the walker steps into
 * it) to `path[end]`, the first place after it that is not corridor.
 */
function walk(path: readonly WalkNode[], anchor: number, end: number): string | undefined {
  const corridor = path.slice(anchor + 1, end);
  const entry = path[anchor] as WalkNode;
  const first = corridor[0] as WalkNode;
  let target = path[end] as WalkNode;
  if (target.kind === 'atrium') target = path[end + 1] ?? target;
  const corners = corridor.slice(1, -1).filter((node) => node.corner).length;
  const round =
    corners === 0
      ? ''
      : ` and follow the corridor round ${corners === 1 ? 'the corner' : `${COUNTS[corners] ?? corners} corners`}`;

  if (target.kind === 'unit') {
    const code = target.unit ?? target.name;
    if (corridor.length < 2) return `${code} is in front of you.`;
    const last = corridor[corridor.length - 1] as WalkNode;
    const before = corridor[corridor.length - 2] as WalkNode;
    const side = cross(vector(before, last), vector(last, target)) > 0 ? 'right' : 'left';
    // Shops are counted from the last corner turned, or from where the walker joined the corridor.
    const lastCorner = corridor.findLastIndex((node, index) => index > 0 && node.corner !== undefined);
    const counted = corridor.slice(Math.max(lastCorner, 0) + 1).filter((node) => node.unit !== undefined);
    // A shop whose front is the corner just turned is the first after it.
    return `${turn(entry, first, corridor[1] as WalkNode)}${round}; ${code} is the ${ordinal(Math.max(counted.length, 1))} shop on your ${side}.`;
  }
  // Beside the place already (a lift in the gate's corner): nothing to walk.
  if (corridor.length < 2) return undefined;
  return `${turn(entry, first, corridor[1] as WalkNode)}${round} and follow the corridor to ${target.phrase}.`;
}

/** The numbered steps of a route, without their numbers (a list numbers them). */
export function routeSteps(graph: WalkGraph, route: Route): string[] {
  const path = route.nodes;
  const origin = path[0];
  if (!origin) return [];
  const steps = [start(origin)];
  let index = 0;
  while (index < path.length - 1) {
    const here = path[index] as WalkNode;
    const next = path[index + 1] as WalkNode;
    if (next.level !== here.level) {
      // One ride: a lift between two stops, escalators or stairs floor after floor.
      let end = index + 1;
      while (
        here.kind !== 'lift' &&
        end + 1 < path.length &&
        (path[end + 1] as WalkNode).level !== (path[end] as WalkNode).level
      )
        end += 1;
      steps.push(ride(graph, here, path[end] as WalkNode));
      index = end;
    } else if (next.kind === 'corridor') {
      let end = index + 1;
      while (end < path.length - 1 && (path[end] as WalkNode).kind === 'corridor') end += 1;
      const step = walk(path, index, end);
      if (step) steps.push(step);
      index = end;
    } else {
      index += 1;
    }
  }
  return steps.map(capitalise);
}
