/**
 * Prettier (`npm run format`, `npm run format:check` in CI). One indent for the whole repository: 2 spaces, as
 * server/, contract/ and tests/ are written; src/'s 4 would change more lines (measured with `prettier --write` on
 * a copy: 22,247 lines changed with 2, 25,374 with 4). The other choices are the ones that change fewest lines:
 * semicolons, trailing commas everywhere, parentheses around every arrow parameter, double quotes in JSX.
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 120,
  tabWidth: 2,
  useTabs: false,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
  jsxSingleQuote: false,
};
