// The date and date-time controls, one lazily loaded chunk (see FieldControl.tsx).
export { DateField } from "./DateField.js";
export { DateTimeField } from "./DateTimeField.js";
