// Says what the import wizard imported: `foyer:import-complete` carries the import's id and its
// counters (the wizard says it at once, before the organizer presses Done).
const wizard = document.querySelector("foyer-import-wizard");
const result = document.getElementById("import-result");

wizard.addEventListener("foyer:import-complete", (event) => {
  const { import_id: importId, counters = {} } = event.detail ?? {};
  const created =
    (counters.contacts_created ?? 0) +
    (counters.accounts_created ?? 0) +
    (counters.custom_records_created ?? 0);
  const existing =
    (counters.existing_contacts ?? 0) +
    (counters.existing_accounts ?? 0) +
    (counters.existing_custom_records ?? 0);
  result.textContent = `foyer:import-complete: import ${importId}, ${created} created, ${existing} already there, ${counters.skipped_rows ?? 0} rows skipped`;
});
