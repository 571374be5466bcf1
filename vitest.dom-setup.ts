import { configure } from "@testing-library/dom";

/*
 * The browser-side projects' set-up (happy-dom). CI runs the whole suite on two shared cores, where
 * a render that takes 50 ms alone can take a second or more: `waitFor` and `findBy…` wait up to
 * 5 s for what they look for (Testing Library's default, 1 s, failed such runs). No test here waits
 * for something NOT to appear, so a longer wait only ever costs time on a failing test.
 */
configure({ asyncUtilTimeout: 5_000 });
