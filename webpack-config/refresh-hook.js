// Development only (fast-refresh.mjs), before any refresh runtime on the page.
// React Refresh reaches React's renderer through the page's DevTools hook. Without
// React DevTools, the first refresh runtime (the shell's) makes a bare hook that
// does not keep the renderers, so a remote's runtime, loaded after React, would
// find none and refresh nothing. This hook keeps them, as React DevTools' own does.
if (typeof window !== 'undefined' && window.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
