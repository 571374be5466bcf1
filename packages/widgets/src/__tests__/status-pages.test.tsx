import { messages } from "@foyer/domain";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, isChunkLoadError } from "../loader/chunk-load-error.js";
import { lazyArea } from "../loader/lazy-area.js";
import { ErrorBoundary } from "../status-pages/ErrorBoundary.js";
import { ErrorPage } from "../status-pages/ErrorPage.js";
import { LoadingScreen } from "../status-pages/LoadingScreen.js";
import { NotFoundPage } from "../status-pages/NotFoundPage.js";

afterEach(cleanup);

describe("not-found page: 'Oops!' and 'The page you are trying to access does not exist.'", () => {
  it("inline: a region inside the app's own chrome, not a full-screen page of its own (issue 22)", () => {
    render(
      <main>
        <NotFoundPage inline />
      </main>,
    );
    const region = screen.getByRole("region", { name: messages.notFoundTitle });
    expect(region.tagName).toBe("SECTION");
    expect(region.classList.contains("foyer-screen")).toBe(false);
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: messages.notFoundTitle })).toBeTruthy();
  });

  it("says so, word for word, with a link back to the events home", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole("heading", { name: messages.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(messages.notFoundText)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/home");
  });
});

describe("loading screen: default text 'Loading...'", () => {
  it("shows 'Loading...' as a status", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole("status").textContent).toContain("Loading...");
  });

  it("shows another text when given one", () => {
    render(<LoadingScreen text="Signing you out..." />);
    expect(screen.getByRole("status").textContent).toContain("Signing you out...");
  });
});

describe("generic error page: 'Oh no! Something went wrong, please try again.' and a Try again button", () => {
  it("reloads on Try again", () => {
    const onRetry = vi.fn();
    render(<ErrorPage pathname="/home" onRetry={onRetry} />);
    expect(screen.getByText(messages.errorPageText)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("links back to the area's home", () => {
    render(<ErrorPage pathname="/event-light/42/content" onRetry={() => {}} />);
    expect(screen.getByRole("link", { name: "Event Home" }).getAttribute("href")).toBe(
      "/event-light/42/dashboard",
    );
  });
});

function Boom(): never {
  throw new Error("render failed");
}

describe("global error boundary shows a fallback screen", () => {
  it("renders the error page instead of a blank screen and reports the error", () => {
    const onError = vi.fn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText(messages.errorPageText)).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe("loader: a chunk failure gives 'Loading chunk {n} failed' (ChunkLoadError)", () => {
  it("names the chunk", () => {
    const error = new ChunkLoadError("auth");
    expect(error.message).toBe("Loading chunk auth failed");
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError({ name: "ChunkLoadError" })).toBe(true);
    expect(isChunkLoadError(new Error("x"))).toBe(false);
  });

  it("turns a failed dynamic import into a ChunkLoadError the boundary catches", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Area = lazyArea<object>("platform", () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    let caught: unknown;
    render(
      <ErrorBoundary
        onError={(error) => {
          caught = error;
        }}
      >
        <Area />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(messages.errorPageText)).toBeTruthy();
    expect(isChunkLoadError(caught)).toBe(true);
    expect((caught as Error).message).toBe("Loading chunk platform failed");
    vi.restoreAllMocks();
  });
});
