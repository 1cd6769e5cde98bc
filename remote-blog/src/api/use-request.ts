import { useEffect, useState } from 'react';

export type RequestState<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` for each new `key` and reports its state; an answer for an
 * older key (the visitor moved on) is dropped and its request aborted.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [result, setResult] = useState<{ key: string; state: RequestState<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'done', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` says when the request is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? result.state : { status: 'loading' };
}
