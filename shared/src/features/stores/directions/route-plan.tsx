import { useId, type CSSProperties } from 'react';
import { FLOORS, layoutFloor, unitKey, type PlacedUnit, type PlanUnit } from '../floor-plan/layout';
import { FeatureSymbol, LABEL_CHARS, PAD } from '../floor-plan/floor-plan';
import type { RouteFloor } from './directions';
import styles from './route-plan.module.css';

export interface RoutePlanProps {
  /** The route's stretch on this floor. */
  stretch: RouteFloor;
  units: readonly PlanUnit[];
  /** The store the route leads to: drawn as the plan's highlighted shop. */
  destination: string;
  /** Its place in the route: "1", "2" … */
  order: number;
}

/** A shop on the route's plan: drawn and named, not a link (the floor plan further down has the links). */
function RouteUnit({ unit, destination }: { unit: PlacedUnit; destination: boolean }) {
  const cx = unit.x + unit.width / 2;
  const cy = unit.y + unit.height / 2;
  return (
    <g className={styles.unit} data-destination={destination || undefined}>
      <rect className={styles.shape} x={unit.x} y={unit.y} width={unit.width} height={unit.height} />
      <text
        className={styles.label}
        x={cx}
        y={cy}
        transform={unit.height > unit.width ? `rotate(-90 ${cx} ${cy})` : undefined}
        {...(unit.label.length > LABEL_CHARS
          ? { textLength: Math.max(unit.width, unit.height) - 10, lengthAdjust: 'spacingAndGlyphs' }
          : {})}
      >
        {`${unit.number} ${unit.label}`}
      </text>
    </g>
  );
}

/** The route's line on this floor, its lettered landmarks, where it starts and where it ends or changes level. */
function RouteMarks({ stretch }: { stretch: RouteFloor }) {
  const { from, to, points } = stretch;
  const line = points.map(({ x, y }) => `${x},${y}`).join(' ');
  return (
    <>
      <polyline className={styles.casing} points={line} />
      <polyline className={styles.route} points={line} data-route-line="" />
      {/* Over the line, which passes the stairs and the desk. Letters only: the corners are crowded, and the plans' key names each (G1 is Gate 1). */}
      {stretch.landmarks.map((landmark) => (
        <g key={`${landmark.kind}-${landmark.label}`} className={styles.landmark} data-kind={landmark.kind}>
          <circle cx={landmark.x} cy={landmark.y} r="19" />
          <text className={styles.landmarkMark} x={landmark.x} y={landmark.y}>
            {landmark.mark}
          </text>
        </g>
      ))}
      <circle
        className={from.start ? styles.start : styles.change}
        cx={from.x}
        cy={from.y}
        r={from.start ? 18 : 14}
        data-mark={from.start ? 'start' : 'change'}
      />
      {to.end ? (
        <g className={styles.end} data-mark="end">
          <circle cx={to.x} cy={to.y} r="20" />
          <circle cx={to.x} cy={to.y} r="8" className={styles.endDot} />
        </g>
      ) : (
        <rect className={styles.change} x={to.x - 14} y={to.y - 14} width="28" height="28" rx="4" data-mark="change" />
      )}
    </>
  );
}

/**
 * One floor's plan with the route drawn on it: the floor as the floor plan
 * draws it (same layout, same symbols), plus the gates, stairs and desk the
 * plan leaves out, the route's line, where it starts and where it ends on
 * this floor. A picture (`role="img"`) named by its caption: the numbered
 * steps are the route's accessible form, and the shops are links on the
 * floor plan further down the page.
 */
export function RoutePlan({ stretch, units, destination, order }: RoutePlanProps) {
  const captionId = useId();
  const floor = FLOORS.find((candidate) => candidate.id === stretch.floor);
  if (!floor) return null;
  const layout = layoutFloor(floor, units);
  const target = unitKey(destination);
  const { from, to } = stretch;
  return (
    <figure className={styles.figure}>
      <figcaption id={captionId} className={styles.caption}>
        <span className={styles.order} aria-hidden="true">
          {order}
        </span>
        {`${floor.name}: from ${from.label} to ${to.label}${stretch.onward ? `, then ${stretch.onward}` : ''}`}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={captionId}
        className={styles.svg}
        data-floor={floor.id}
        viewBox={`${-PAD} ${-PAD} ${layout.width + 2 * PAD} ${layout.height + 2 * PAD}`}
        style={{ aspectRatio: `${layout.width + 2 * PAD} / ${layout.height + 2 * PAD}` } as CSSProperties}
      >
        <rect className={styles.floor} x="0" y="0" width={layout.width} height={layout.height} />
        <rect
          className={styles.atrium}
          x={layout.atrium.x}
          y={layout.atrium.y}
          width={layout.atrium.width}
          height={layout.atrium.height}
          rx="40"
        />
        {layout.vacant.map((slot) => (
          <rect
            key={slot.number}
            className={styles.vacant}
            x={slot.x}
            y={slot.y}
            width={slot.width}
            height={slot.height}
          />
        ))}
        {layout.units.map((unit) => (
          <RouteUnit key={unit.number} unit={unit} destination={unitKey(unit.code) === target} />
        ))}
        {/* The gates replace the plan's one entrance symbol. */}
        {layout.features
          .filter((feature) => feature.kind !== 'entrance')
          .map((feature) => (
            <FeatureSymbol key={`${feature.kind}-${feature.x}-${feature.y}`} feature={feature} />
          ))}
        <RouteMarks stretch={stretch} />
      </svg>
    </figure>
  );
}
