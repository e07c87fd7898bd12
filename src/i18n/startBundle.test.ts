import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The texts and the sidebar load with the console; the content declarations (zod schemas) must load with the first
 * content screen only (initial JS budget, issue 16). They reach for contract/content/names.ts and admin.ts (no zod), never the index; the sidebar's entries come from the
 * declarations through the build's virtual module (scripts/viteContentManifest.ts), not from the declarations themselves.
 */
describe('what the console loads at start', () => {
  it('the texts and the sidebar use the light part of the content contract only', () => {
    const files = [
      ...fs
        .readdirSync(path.join(__dirname))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => path.join(__dirname, f)),
      path.join(__dirname, '../custom/layout/menuEntries.ts'),
    ];
    const heavy = files.filter((f) =>
      /contract\/content\/(index|define|api|rules|\w+)\.ts'/.test(
        fs.readFileSync(f, 'utf8').replace(/contract\/content\/(names|admin)\.ts'/g, ''),
      ),
    );
    expect(heavy.map((f) => path.basename(f))).toEqual([]);
  });
});
