/**
 * The shared unit setup (src/test/setup.ts) resets browser state after every test (window.history, localStorage).
 * These tests run in the node environment, where there is no window: give the setup the two things it touches.
 * Delete this file once the setup skips that reset when `typeof window === 'undefined'`.
 */
if (typeof globalThis.window === 'undefined') {
  Object.assign(globalThis, { window: { history: { replaceState() {} }, localStorage: { clear() {} } } });
}
export {};
