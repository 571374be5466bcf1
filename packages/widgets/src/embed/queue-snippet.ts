/**
 * The snippet of docs/embedding.md that lets a page call `Foyer.mount` before `foyer.js` has
 * arrived: calls wait in `Foyer.q`, and the loader runs them in order when it lands. Under a CSP
 * without 'unsafe-inline' it goes in one of the page's own .js files (examples/script-tag does).
 */
export const queueSnippet =
  'window.Foyer = window.Foyer || { q: [], mount: (...args) => { Foyer.q.push(["mount", ...args]); } };';
