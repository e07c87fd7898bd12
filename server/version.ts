import packageJson from '../package.json' with { type: 'json' };

/**
 * The product's version, read from package.json (its one source; CHANGELOG.md names the same). The server's bundle
 * carries it too: esbuild inlines the JSON import, so a built server needs no package.json beside it to say it.
 */
export const productVersion: string = packageJson.version;
