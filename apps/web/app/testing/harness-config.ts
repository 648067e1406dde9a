// The browser side of browser-driver.ts: the page it serves sets `window.harnessConfig` before the
// harness script runs. Kept apart from the driver, which is Node code and must stay out of the bundle.

declare global {
  interface Window {
    harnessConfig: unknown;
  }
}

/** The configuration the test opened this harness with. */
export const harnessConfig = <T>(): T => window.harnessConfig as T;
