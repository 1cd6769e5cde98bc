import { Component, Suspense, use, useCallback, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@gfm/shared/router';
import { Button, ButtonLink } from '@gfm/shared/components/button';
import { LOADING_ATTRIBUTE } from '../../first-screen-swap';
import styles from './remote-view.module.css';

export interface RemoteViewProps {
  /** What the visitor would miss, for the messages: "Sector 43 Gurugram", "The blog". */
  label: string;
  /** Loads the remote's component; `attempt` is 0 on the first try and grows with each retry. */
  load: (attempt: number) => Promise<ComponentType<{ children?: ReactNode }>>;
  /** Passed to the loaded component (a layout's page content). */
  children?: ReactNode;
  /** The remote is the whole page (a layout): its loading and fallback states are the page's main content. */
  isPage?: boolean;
}

interface BoundaryProps {
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  errorKey: string | null;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page stays up. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.errorKey === null) return { errorKey: props.resetKey };
    // Moving to another page clears the error, so a broken page does not stick to the next one.
    if (state.error && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote part of the site failed:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface RemoteFallbackProps {
  label: string;
  onRetry: () => void;
}

export function RemoteFallback({ label, onRetry }: RemoteFallbackProps) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" className={styles.title}>
        {label} is unavailable right now
      </h1>
      <p className={styles.text}>
        This part of the site could not be loaded. The rest of Global Foyer Mall still works: try again in a
        moment, or go back to the home page.
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Try again</Button>
        <ButtonLink variant="secondary" href="/">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}

export function RemoteLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" {...{ [LOADING_ATTRIBUTE]: '' }}>
      <span className={styles.spinner} aria-hidden="true" />
      Loading {label}…
    </div>
  );
}

function PageFrame({ isPage, children }: { isPage: boolean; children: ReactNode }) {
  return isPage ? <main id="main-content">{children}</main> : <>{children}</>;
}

type Loadable = ComponentType<{ children?: ReactNode }>;

/** The load still going on behind a time-out (`RemoteUnavailableError.late`), if any. */
function lateLoadOf(error: Error): Promise<boolean> | undefined {
  const late = (error as { late?: unknown }).late;
  return late instanceof Promise ? (late as Promise<boolean>) : undefined;
}

/** Waits for a remote that ran out of time; if it arrives after all, the view shows it. */
function LateArrival({ late, onArrive }: { late: Promise<boolean> | undefined; onArrive: () => void }) {
  useEffect(() => {
    if (!late) return undefined;
    let current = true;
    void late.then((arrived) => {
      if (arrived && current) onArrive();
    });
    return () => {
      current = false;
    };
  }, [late, onArrive]);
  return null;
}

function Loaded({ component, children }: { component: Promise<Loadable>; children?: ReactNode }) {
  const Remote = use(component);
  // The component comes from a settled promise that lives as long as the attempt, so its
  // identity is stable across renders; the rule cannot see that.
  // eslint-disable-next-line react-hooks/static-components
  return <Remote>{children}</Remote>;
}

/**
 * Renders a federated component with a loading state, a time limit (in the
 * loader) and a fallback with a retry button.
 */
export function RemoteView({ label, load, children, isPage = false }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  // A remote that ran out of time but arrived after all is shown without a click: the fallback
  // came within the time limit, and a slow phone still gets the page once it is there.
  const [arrivals, setArrivals] = useState(0);
  const onArrive = useCallback(() => setArrivals((count) => count + 1), []);
  const { pathname } = useLocation();
  // One load per attempt (or late arrival); a retry starts a fresh one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrivals` asks for the load again, now from the cache.
  const component = useMemo(() => load(attempt), [load, attempt, arrivals]);
  return (
    <RemoteErrorBoundary
      key={`${attempt}-${arrivals}`}
      resetKey={pathname}
      fallback={(error) => (
        <PageFrame isPage={isPage}>
          <LateArrival late={lateLoadOf(error)} onArrive={onArrive} />
          <RemoteFallback
            label={label}
            onRetry={() => {
              // The production server preloads remote files from the HTML (decision 008). Chromium
              // keeps a failed preload for the page's life and answers the same URL with the same
              // failure, so only a fresh page can fetch them again.
              if (document.querySelector('link[rel="preload"]')) window.location.reload();
              else setAttempt((count) => count + 1);
            }}
          />
        </PageFrame>
      )}
    >
      <Suspense
        fallback={
          <PageFrame isPage={isPage}>
            <RemoteLoading label={label} />
          </PageFrame>
        }
      >
        <Loaded component={component}>{children}</Loaded>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
