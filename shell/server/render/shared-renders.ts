/** Requests for one page that arrive together share one render: the first starts it, the rest wait for it. */
export class SharedRenders<T> {
  readonly #rendering = new Map<string, Promise<T>>();

  /** The render of `key` under way, or `start()`'s, kept until it settles. */
  run(key: string, start: () => Promise<T>): Promise<T> {
    const pending = this.#rendering.get(key);
    if (pending) return pending;
    const started = start();
    this.#rendering.set(key, started);
    void started.then(
      () => this.#rendering.delete(key),
      () => this.#rendering.delete(key),
    );
    return started;
  }
}
