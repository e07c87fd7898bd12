import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenMessages } from './screenMessages.ts';

const SRC = path.join(__dirname, '..');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** `import('../../i18n/carousel.en.ts').then(module => module.carouselMessages)`: the texts a screen loads with its chunk. */
const LAZY_TEXTS = /import\('[./]*i18n\/([\w.]+\.en\.ts)'\)\.then\(\s*\(?\s*\w+\s*\)?\s*=>\s*\w+\.(\w+)\)/g;

describe('screen texts in unit tests', () => {
  it('every text file a screen loads with its chunk is among those the unit tests add', async () => {
    const loaded = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const [, module, exported] of fs.readFileSync(file, 'utf8').matchAll(LAZY_TEXTS))
        loaded.set(`${module}#${exported}`, file);
    }
    // The scan itself works: the carousel's texts are loaded that way.
    expect([...loaded.keys()]).toContain('carousel.en.ts#carouselMessages');
    const missing: string[] = [];
    for (const key of loaded.keys()) {
      const [module = '', exported = ''] = key.split('#');
      const texts = ((await import(`./${module.replace(/\.ts$/, '')}.ts`)) as Record<string, object>)[exported];
      if (!texts || !(screenMessages as readonly object[]).includes(texts)) missing.push(key);
    }
    expect(missing).toEqual([]);
  });
});
