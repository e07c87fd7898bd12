/**
 * Issue 24's figures for the console built from the declarations: the lines of the recipe's content type (its
 * declaration) and the files outside contract/content/ that name it (goal: none), and the console's non-test
 * source lines (goal ≤ 14,000, from 20,721). Initial JS is `npm run bench:bundle`. Prints, asserts nothing.
 *   npx tsx tests/bench/consoleSize.ts [collection]   (default: warranty)
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { report } from './stats.ts';

const root = path.resolve(import.meta.dirname, '../..');
const name = process.argv[2] ?? 'warranty';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const linesOf = (file: string) => fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
const isTest = (file: string) => /\.test\.tsx?$|testkit|\/test\//i.test(file);

const declaration = `contract/content/${name}.ts`;
report({ label: `declaration of "${name}" (${declaration})`, value: `${linesOf(declaration)} lines` });
const code = tracked.filter((f) => /\.(ts|tsx)$/.test(f) && !isTest(f) && fs.existsSync(path.join(root, f)));
// A file that names the collection by its resource name or its declaration's import, outside the contract.
const naming = code.filter(
  (f) =>
    /^(src|server)\//.test(f) &&
    new RegExp(`['"/]${name}['".]|\\b${name}\\b.*from '.*contract/content`).test(
      fs.readFileSync(path.join(root, f), 'utf8'),
    ),
);
report({
  label: `non-test files of the console and server naming "${name}"`,
  value: `${naming.length}${naming.length ? ` (${naming.join(', ')})` : ''}`,
});
const console = code.filter((f) => f.startsWith('src/'));
report({
  label: `console (src/) non-test source`,
  value: `${console.reduce((sum, f) => sum + linesOf(f), 0)} lines in ${console.length} files (goal ≤ 14,000)`,
});
