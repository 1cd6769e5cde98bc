import { useId, useRef, useState, type CSSProperties } from 'react';
import { unitKey, type Feature, type Floor, type FloorLayout, type PlacedUnit, type PlanUnit } from './layout';
import { usePlanFloor, usePlanZoom, useScrollToHighlight, ZOOM_LEVELS } from './use-floor-plan';
import { SmartLink } from '../../../ui/smart-link/smart-link';
import styles from './floor-plan.module.css';

export interface FloorPlanProps {
  units: readonly PlanUnit[];
  /** unit codes to highlight: the shop of a shop page, or a directory's current results */
  highlight?: readonly string[];
  /** names the drawing, e.g. "Floor plan of Global Foyer Mall, Palam Vihar" */
  title: string;
  initialFloor?: Floor['id'];
  /** how the list marks a highlighted shop; by default "this shop" for one, "in your results" for several */
  highlightLabel?: string;
  /** level of the list's heading "Shops on the …" */
  headingLevel?: 2 | 3 | 4;
}

export { ZOOM_LEVELS };
/** Names longer than this are cut on the drawing; the link's name and the list keep them whole. */
export const LABEL_CHARS = 12;
/** room around the walls for thick outlines */
export const PAD = 8;
const NONE: readonly string[] = [];

/** A map pin whose tip touches the unit's door, pointing into the shop from the corridor. */
function Pin({ unit }: { unit: PlacedUnit }) {
  const cx = unit.x + unit.width / 2;
  const cy = unit.y + unit.height / 2;
  const [x, y, angle] =
    unit.side === 'top'
      ? [cx, unit.y + unit.height + 4, 180]
      : unit.side === 'right'
        ? [unit.x - 4, cy, -90]
        : unit.side === 'bottom'
          ? [cx, unit.y - 4, 0]
          : [unit.x + unit.width + 4, cy, 90];
  return (
    <g className={styles.pin} transform={`translate(${x} ${y}) rotate(${angle})`}>
      <path d="M0 0C-4-8-11-14-11-23A11 11 0 1 1 11-23C11-14 4-8 0 0Z" />
      <circle cx="0" cy="-23" r="4" />
    </g>
  );
}

/** A symbol the plan draws (lift, escalators, toilets, entrance), with its label. */
export function FeatureSymbol({ feature }: { feature: Feature }) {
  const { x, y, kind, label } = feature;
  return (
    <g className={styles.feature} data-kind={kind}>
      {kind === 'escalator' ? (
        <>
          <rect x={x - 80} y={y - 45} width="160" height="50" rx="4" />
          {[1, 2, 3, 4, 5, 6, 7].map((step) => (
            <line key={step} x1={x - 80 + step * 20} y1={y - 45} x2={x - 80 + step * 20} y2={y + 5} />
          ))}
        </>
      ) : kind === 'entrance' ? (
        <path d={`M${x - 10} ${y + 5}V${y - 20}H${x - 24}L${x} ${y - 45}L${x + 24} ${y - 20}H${x + 10}V${y + 5}Z`} />
      ) : kind === 'lift' ? (
        <>
          <rect x={x - 22} y={y - 40} width="44" height="44" rx="3" />
          <path d={`M${x - 8} ${y - 24}l8-9l8 9zM${x - 8} ${y - 12}l8 9l8-9z`} className={styles.featureMark} />
        </>
      ) : (
        <>
          <circle cx={x} cy={y - 18} r="22" />
          <text x={x} y={y - 18} className={styles.featureMarkText}>
            WC
          </text>
        </>
      )}
      <text x={x} y={y + 28} className={styles.featureLabel}>
        {label}
      </text>
    </g>
  );
}

/** The floor buttons (when there are several) and the zoom buttons above the drawing. */
function PlanControls({
  floors,
  floor,
  onFloor,
  zoomIndex,
  zoom,
  zoomTo,
}: {
  floors: readonly Floor[];
  floor: Floor;
  onFloor: (id: Floor['id']) => void;
  zoomIndex: number;
  zoom: number;
  zoomTo: (index: number) => void;
}) {
  return (
    <div className={styles.controls}>
      {floors.length > 1 && (
        <div role="group" aria-label="Floor" className={styles.buttons}>
          {floors.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className={styles.button}
              aria-pressed={candidate.id === floor.id}
              onClick={() => onFloor(candidate.id)}
            >
              {candidate.name}
            </button>
          ))}
        </div>
      )}
      <div role="group" aria-label="Zoom" className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          aria-disabled={zoomIndex === ZOOM_LEVELS.length - 1}
          onClick={() => zoomTo(zoomIndex + 1)}
        >
          Zoom in
        </button>
        <button
          type="button"
          className={styles.button}
          aria-disabled={zoomIndex === 0}
          onClick={() => zoomTo(zoomIndex - 1)}
        >
          Zoom out
        </button>
        <button type="button" className={styles.button} aria-disabled={zoomIndex === 0} onClick={() => zoomTo(0)}>
          Reset
        </button>
        <span className={styles.level} aria-live="polite">
          {`${Math.round(zoom * 100)}%`}
        </span>
      </div>
    </div>
  );
}

/** A shop on the drawing: a link named by unit and shop, marked (with a pin) when highlighted. */
function UnitLink({
  unit,
  floorName,
  on,
  single,
  markId,
}: {
  unit: PlacedUnit;
  floorName: string;
  on: boolean;
  single: boolean;
  markId: string;
}) {
  const cx = unit.x + unit.width / 2;
  const cy = unit.y + unit.height / 2;
  return (
    <SmartLink
      href={unit.href}
      className={styles.unit}
      aria-label={`${unit.number} ${unit.label}, ${floorName}`}
      {...(on
        ? {
            'data-highlighted': 'true',
            'aria-describedby': markId,
            ...(single ? { 'aria-current': 'location' as const } : {}),
          }
        : {})}
    >
      <rect className={styles.shape} x={unit.x} y={unit.y} width={unit.width} height={unit.height} />
      {/* The whole name, squeezed into the unit when long: the link's name starts with what the eye reads. */}
      <text
        className={styles.label}
        x={cx}
        y={cy}
        transform={unit.height > unit.width ? `rotate(-90 ${cx} ${cy})` : undefined}
        {...(unit.label.length > LABEL_CHARS
          ? { textLength: Math.max(unit.width, unit.height) - 10, lengthAdjust: 'spacingAndGlyphs' }
          : {})}
      >
        <tspan className={styles.number}>{unit.number}</tspan>
        {` ${unit.label}`}
      </text>
      {on && <Pin unit={unit} />}
    </SmartLink>
  );
}

/** The floor drawn: walls, atrium, empty units, shops and the plan's symbols. */
function PlanDrawing({
  layout,
  label,
  titleId,
  zoom,
  isHighlighted,
  single,
  markId,
}: {
  layout: FloorLayout;
  label: string;
  titleId: string;
  zoom: number;
  isHighlighted: (unit: PlanUnit) => boolean;
  single: boolean;
  markId: string;
}) {
  return (
    <svg
      role="group"
      aria-labelledby={titleId}
      className={styles.svg}
      viewBox={`${-PAD} ${-PAD} ${layout.width + 2 * PAD} ${layout.height + 2 * PAD}`}
      style={
        {
          '--plan-zoom': zoom,
          aspectRatio: `${layout.width + 2 * PAD} / ${layout.height + 2 * PAD}`,
        } as CSSProperties
      }
    >
      <title id={titleId}>{label}</title>
      <rect className={styles.floor} x="0" y="0" width={layout.width} height={layout.height} />
      <rect
        className={styles.atrium}
        x={layout.atrium.x}
        y={layout.atrium.y}
        width={layout.atrium.width}
        height={layout.atrium.height}
        rx="40"
      />
      <text className={styles.atriumLabel} x={layout.width / 2} y={layout.atrium.y + 40}>
        Atrium
      </text>
      <g aria-hidden="true">
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
      </g>
      {layout.units.map((unit) => (
        <UnitLink
          key={unit.number}
          unit={unit}
          floorName={layout.floor.name}
          on={isHighlighted(unit)}
          single={single}
          markId={markId}
        />
      ))}
      {layout.features.map((feature) => (
        <FeatureSymbol key={`${feature.kind}-${feature.x}-${feature.y}`} feature={feature} />
      ))}
    </svg>
  );
}

/** The floor's shops as a list beside the drawing, the highlighted ones marked. */
function ShopListing({
  layout,
  floorName,
  headingLevel,
  listTitleId,
  isHighlighted,
  mark,
  markId,
}: {
  layout: FloorLayout;
  floorName: string;
  headingLevel: 2 | 3 | 4;
  listTitleId: string;
  isHighlighted: (unit: PlanUnit) => boolean;
  mark: string;
  markId: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.listing}>
      <Heading id={listTitleId} className={styles.listTitle}>
        {`Shops on the ${floorName}`}
      </Heading>
      <ul className={styles.list} aria-labelledby={listTitleId}>
        {layout.units.map((unit) => {
          const on = isHighlighted(unit);
          return (
            <li key={unit.number} className={styles.item} data-highlighted={on || undefined}>
              <SmartLink href={unit.href} className={styles.link}>
                {`${unit.label} — unit ${unit.number}`}
              </SmartLink>
              {on && <span className={styles.mark}>{` (${mark})`}</span>}
            </li>
          );
        })}
      </ul>
      <span id={markId} hidden>
        {mark}
      </span>
    </div>
  );
}

/**
 * A mall floor drawn from its units' codes: every shop is a link on the
 * drawing and in the list beside it; the drawing can be zoomed and scrolled.
 */
export function FloorPlan({
  units,
  highlight = NONE,
  title,
  initialFloor,
  highlightLabel,
  headingLevel = 3,
}: FloorPlanProps) {
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [chosenFloor, setChosenFloor] = useState<Floor['id']>();
  const { zoomIndex, zoom, zoomTo } = usePlanZoom(viewportRef);
  const { floors, highlighted, floor, layout } = usePlanFloor(units, highlight, chosenFloor, initialFloor);

  const single = highlighted.size === 1;
  const mark = highlightLabel ?? (single ? 'this shop' : 'in your results');
  const isHighlighted = (unit: PlanUnit) => highlighted.has(unitKey(unit.code) ?? '');
  const highlightedHere = layout?.units
    .filter(isHighlighted)
    .map((unit) => unit.code)
    .join(' ');
  useScrollToHighlight(viewportRef, floor?.id, highlightedHere);

  if (!floor || !layout) return null;

  const titleId = `${id}-title`;
  const markId = `${id}-mark`;
  return (
    <div className={styles.floorPlan}>
      <div className={styles.drawing}>
        <PlanControls
          floors={floors}
          floor={floor}
          onFloor={setChosenFloor}
          zoomIndex={zoomIndex}
          zoom={zoom}
          zoomTo={zoomTo}
        />
        <div ref={viewportRef} className={styles.viewport}>
          <PlanDrawing
            layout={layout}
            label={`${title}, ${floor.name}`}
            titleId={titleId}
            zoom={zoom}
            isHighlighted={isHighlighted}
            single={single}
            markId={markId}
          />
        </div>
      </div>
      <ShopListing
        layout={layout}
        floorName={floor.name}
        headingLevel={headingLevel}
        listTitleId={`${id}-list-title`}
        isHighlighted={isHighlighted}
        mark={mark}
        markId={markId}
      />
    </div>
  );
}
