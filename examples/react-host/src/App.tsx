import { SubmissionForm } from "@foyer/widgets/react";
import { useState } from "react";

/** Where Foyer runs; this app is on another origin, like any third-party host. */
const FOYER_API = import.meta.env.VITE_FOYER_API ?? `${__FOYER_URL__}/api`;

export function App() {
  const [theme, setTheme] = useState<"light" | "dark">("light");
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line]);

  return (
    <main className="page">
      <h1>Call for papers</h1>
      <p>
        A React app rendering Foyer's submission form with <code>{"<SubmissionForm>"}</code> from{" "}
        <code>@foyer/widgets/react</code>. The form lives in its own shadow root.
      </p>
      <label className="theme-switch">
        <input
          type="checkbox"
          checked={theme === "dark"}
          onChange={(event) => setTheme(event.currentTarget.checked ? "dark" : "light")}
        />{" "}
        Dark theme
      </label>
      <SubmissionForm
        className="form"
        api={FOYER_API}
        theme={theme}
        eventSlug="foyer-summit-2027"
        formId="5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e"
        onReady={() => note("ready")}
        onSubmit={({ submission }) => note(`submitted ${submission.id}`)}
        onError={({ message }) => note(`error: ${message}`)}
        onStepChange={(stepId) => note(`step ${stepId}`)}
      />
      <h2>What the form told us</h2>
      <ol className="log">
        {log.map((line, index) => (
          // The log only grows; the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index}>{line}</li>
        ))}
      </ol>
    </main>
  );
}
