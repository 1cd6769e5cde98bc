import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The shell's registry: Node's own metrics (heap, event loop, garbage
 * collection, `process_*` and `nodejs_*`), to which each room adds its
 * `gfm_*` metrics. One per server: tests make their own.
 */
export function createShellRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
