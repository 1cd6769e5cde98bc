/** The value a label takes for anything outside its known set (the metrics of docs/operations.md). */
export const OTHER = 'other';

/**
 * The values a label may take: each value the server itself learns (a route
 * id of a loaded release's route tree, a version it loaded) is admitted up to
 * `max`, and every other value, or one past the bound, is `other`. A lookup
 * is one `Set.has`: no string is built for a request. Whatever visitors
 * send, a label has at most `max + 1` values, so the series stay bounded.
 */
export class BoundedLabels {
  readonly #known: Set<string>;

  constructor(
    private readonly max: number,
    initial: Iterable<string> = [],
  ) {
    this.#known = new Set(initial);
  }

  /** Admits a value the server knows (from its own configuration or a release), while there is room. */
  admit(value: string): string {
    if (this.#known.has(value)) return value;
    if (this.#known.size >= this.max) return OTHER;
    this.#known.add(value);
    return value;
  }

  /** The label for a value: itself when known, else `other`. */
  of(value: string | undefined): string {
    return value !== undefined && this.#known.has(value) ? value : OTHER;
  }

  get size() {
    return this.#known.size;
  }
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number] | typeof OTHER;

/** An answer's status as its class ("2xx".."5xx"), from a fixed list (no string built per request). */
export function statusClass(status: number): StatusClass {
  return STATUS_CLASSES[Math.floor(status / 100) - 1] ?? OTHER;
}
