// Lists every foyer:* event that bubbles up to this page (the widgets dispatch bubbling,
// composed CustomEvents on their host elements), newest last.
const names = [
  "foyer:ready",
  "foyer:submit",
  "foyer:error",
  "foyer:close",
  "foyer:select",
  "foyer:import-complete",
];
const list = document.getElementById("events");

function summary(event) {
  const detail = event.detail ?? {};
  if (event.type === "foyer:submit")
    return `submission ${detail.submission?.id ?? "?"} (${detail.submission?.status ?? "?"})`;
  if (event.type === "foyer:error") return detail.message ?? "";
  if (event.type === "foyer:ready" && detail.event) return `${detail.event.name} (version ${detail.version})`;
  if (event.type === "foyer:ready") return detail.form?.name ?? "";
  return "";
}

for (const name of names) {
  document.addEventListener(name, (event) => {
    const item = document.createElement("li");
    item.dataset.event = name;
    item.textContent = `${name} from <${event.target.localName}> ${summary(event)}`.trim();
    list.append(item);
  });
}
