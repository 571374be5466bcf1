/** When a message was sent, in the reader's own zone: "Mar 15, 2027, 10:30 AM". */
export function sentLabel(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
