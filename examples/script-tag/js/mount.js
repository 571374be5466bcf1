// Foyer.mount on a plain element: queued by js/queue.js if foyer.js has not arrived yet.
const status = document.getElementById("callback-status");

window.Foyer.mount(document.getElementById("cfp"), {
  widget: "submission-form",
  eventSlug: "foyer-summit-2027",
  formId: "5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e",
  theme: "dark",
  onSubmit(detail) {
    status.textContent = `onSubmit: submission ${detail.submission.id} received.`;
  },
});
