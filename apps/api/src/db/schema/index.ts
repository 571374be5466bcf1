export * from "./auth.js";
export * from "./forms.js";
export * from "./organizations.js";
export * from "./people.js";
export * from "./permissions.js";
export * from "./records.js";
