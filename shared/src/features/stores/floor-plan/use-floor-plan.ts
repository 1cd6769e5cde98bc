import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { FLOORS, layoutFloor, parseUnitCode, unitKey, type Floor, type PlanUnit } from './layout';

/** Rendered width of the drawing, as a multiple of its viewport's width. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

/** The floors with a unit, the floor shown (chosen, asked for, or the first highlighted shop's) and its layout. */
export function usePlanFloor(
  units: readonly PlanUnit[],
  highlight: readonly string[],
  chosenFloor: Floor['id'] | undefined,
  initialFloor: Floor['id'] | undefined,
) {
  const floors = useMemo(
    () => FLOORS.filter((floor) => units.some((unit) => parseUnitCode(unit.code)?.floor.id === floor.id)),
    [units],
  );
  const highlighted = useMemo(() => new Set(highlight.map(unitKey).filter((key) => key !== undefined)), [highlight]);
  const firstHighlightFloor = highlight.map(parseUnitCode).find((unit) => unit && floors.includes(unit.floor))
    ?.floor.id;
  const floor =
    floors.find((candidate) => candidate.id === chosenFloor) ??
    floors.find((candidate) => candidate.id === initialFloor) ??
    floors.find((candidate) => candidate.id === firstHighlightFloor) ??
    floors[0];
  const layout = useMemo(() => floor && layoutFloor(floor, units), [floor, units]);
  return { floors, highlighted, floor, layout };
}

/** Brings the (first) highlighted shop into the drawing's viewport; the page itself does not move. */
export function useScrollToHighlight(
  viewportRef: RefObject<HTMLDivElement | null>,
  floorId: string | undefined,
  highlightedHere: string | undefined,
) {
  useEffect(() => {
    const viewport = viewportRef.current;
    const target = viewport?.querySelector('[data-highlighted="true"]');
    if (!viewport || !target) return;
    const box = target.getBoundingClientRect();
    const frame = viewport.getBoundingClientRect();
    const left = viewport.scrollLeft + box.left - frame.left - (viewport.clientWidth - box.width) / 2;
    const top = viewport.scrollTop + box.top - frame.top - (viewport.clientHeight - box.height) / 2;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (typeof viewport.scrollTo === 'function')
      viewport.scrollTo({ left, top, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The ref is the same object at every render: listing it changes nothing.
  }, [viewportRef, floorId, highlightedHere]);
}

/** The zoom level, and a zoom that keeps the same point of the drawing in the middle of the viewport. */
export function usePlanZoom(viewportRef: RefObject<HTMLDivElement | null>) {
  const [zoomIndex, setZoomIndex] = useState(0);
  /** the point of the drawing at the viewport's centre before a zoom, as fractions of its size */
  const zoomCentre = useRef<{ x: number; y: number }>(undefined);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const centre = zoomCentre.current;
    zoomCentre.current = undefined;
    if (!viewport || !centre) return;
    viewport.scrollLeft = centre.x * viewport.scrollWidth - viewport.clientWidth / 2;
    viewport.scrollTop = centre.y * viewport.scrollHeight - viewport.clientHeight / 2;
  }, [viewportRef, zoomIndex]);

  const zoomTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), ZOOM_LEVELS.length - 1);
    if (next === zoomIndex) return;
    const viewport = viewportRef.current;
    if (viewport && viewport.scrollWidth > 0 && viewport.scrollHeight > 0) {
      zoomCentre.current = {
        x: (viewport.scrollLeft + viewport.clientWidth / 2) / viewport.scrollWidth,
        y: (viewport.scrollTop + viewport.clientHeight / 2) / viewport.scrollHeight,
      };
    }
    setZoomIndex(next);
  };

  return { zoomIndex, zoom: ZOOM_LEVELS[zoomIndex] ?? 1, zoomTo };
}
