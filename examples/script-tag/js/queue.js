// The queue snippet from docs/embedding.md: `Foyer.mount` calls made before foyer.js arrives wait
// in Foyer.q, and the loader runs them in order. It lives in this file, not inline, because the
// page's Content-Security-Policy allows no inline scripts.
window.Foyer = window.Foyer || {
  q: [],
  mount: (...args) => {
    Foyer.q.push(["mount", ...args]);
  },
};
