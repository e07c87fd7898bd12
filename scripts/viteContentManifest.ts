import type { Plugin } from 'vite';
import { collections, pluralOf, type CollectionManifestEntry } from '../contract/content/index.ts';

const ID = 'virtual:content-admin';
const RESOLVED = `\0${ID}`;

/** The light part of every declaration, for the console's start (names, routes, sidebar entries: no zod). */
export const manifestOf = (): CollectionManifestEntry[] =>
  collections.map((c) => ({
    name: c.name,
    kind: c.kind,
    route: c.console.route,
    label: c.label,
    plural: pluralOf(c.label, c.admin),
    create: c.console.create && !c.fixed,
    remove: c.console.remove && !c.fixed,
    edit: c.admin?.edit ?? 'page',
    editor: c.admin?.editor ?? null,
    customScreen: c.admin?.customScreen ?? !c.admin,
    menu: c.admin?.menu ?? null,
  }));

/**
 * `import { contentManifest, menuIcons } from 'virtual:content-admin'` (issue 24): the console registers its
 * resources, routes and sidebar entries from the declarations in contract/content/ without loading them at
 * start (zod and the schemas stay in the content screens' chunks; initial JS budget). Each icon a declaration
 * names is imported on its own (@mui/icons-material/<Name>), so only those are bundled.
 */
export const contentManifestPlugin = (): Plugin => ({
  name: 'content-admin-manifest',
  resolveId: (id) => (id === ID ? RESOLVED : undefined),
  load(id) {
    if (id !== RESOLVED) return undefined;
    const manifest = manifestOf();
    const icons = [...new Set(manifest.flatMap((m) => (m.menu ? [m.menu.icon] : [])))];
    if (icons.some((icon) => !/^[A-Z][A-Za-z0-9]*$/.test(icon)))
      throw new Error(
        `A content declaration names an icon that is not an @mui/icons-material name: ${icons.join(', ')}`,
      );
    return [
      ...icons.map((icon) => `import ${icon}Icon from '@mui/icons-material/${icon}';`),
      `export const contentManifest = ${JSON.stringify(manifest)};`,
      `export const menuIcons = { ${icons.map((icon) => `${icon}: ${icon}Icon`).join(', ')} };`,
    ].join('\n');
  },
});
