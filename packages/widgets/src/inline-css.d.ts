/** `import text from "./x.css?inline"`: the CSS, its @imports resolved, as a string (Vite; tsup.config.ts for the npm build). */
declare module "*.css?inline" {
  const cssText: string;
  export default cssText;
}
