/**
 * `object.entries` for node-polyglot (react-admin's translator), which `require`s it: the npm polyfill brings
 * get-intrinsic and a dozen ES5 helpers (about 5 kB gzip) into the first load, for a function every browser the
 * console supports has built in. CommonJS, as the polyfill is: an ES module's default export would reach
 * `require` as a namespace object, not the function.
 */
module.exports = function entries(value) {
  return Object.entries(value);
};
