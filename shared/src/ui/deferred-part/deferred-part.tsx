import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { whenNearScreen } from '../hooks/near-screen';

export interface DeferredPartOptions {
  /** Class of the element that wraps the part (a block of its own): the one watched for nearness and touch. */
  className?: string;
  /** Shown where the part goes when it has no server HTML (a client-side navigation) and its code is on its way. */
  fallback?: ReactNode;
}

/**
 * A part whose code is asked for only when the part comes near the screen or
 * is first touched (decision 068). `load` is a dynamic `import()`: its chunk
 * holds the part's code, named so tests can hold it.
 *
 * In the browser the part is a `lazy` component inside `<Suspense>` whose
 * code is held back until then. During hydration React leaves a boundary whose
 * code has not arrived as the server drew it and hydrates the rest; the part
 * works meanwhile in its HTML form (links, a GET form, a poster), and React
 * hydrates it when the code comes. The wrapper is hydrated with the page, so it
 * is the one watched, and nearness opens the gate without a render of React's:
 * an update reaching a boundary not yet hydrated would make React swap the
 * server's HTML for the fallback (a layout shift). The part is `memo`: a parent
 * that renders again with the same props does not reach it either.
 *
 * On the server the gate is open: the server waits for every boundary
 * (`onAllReady`), so the page's HTML holds the part.
 */
export function deferUntilNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className, fallback = null }: DeferredPartOptions = {},
): ComponentType<P> {
  let open: () => void = () => undefined;
  const gate =
    typeof document === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          open = resolve;
        });
  const Part = lazy(() => gate.then(load).then((component) => ({ default: component })));

  function DeferredPart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // The ref is the same object at every render: listing it changes nothing.
    useEffect(() => (ref.current ? whenNearScreen(ref.current, open) : undefined), [ref]);
    return (
      <div ref={ref} className={className}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(DeferredPart) as unknown as ComponentType<P>;
}
