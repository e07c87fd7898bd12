import type { ComponentType, ReactNode } from 'react';
import { Loading, Resource } from 'react-admin';
import { Route } from 'react-router';
import { contentManifest } from 'virtual:content-admin';
import type { CollectionManifestEntry } from '../../../../contract/content/admin.ts';
import { addScreenMessages } from '../../../i18n/index.ts';
import { chunkLoader } from '../../layout/chunkLoader.ts';
import { screenChunk } from '../../layout/screenChunk.ts';
import { ChunkComponent } from '../../layout/ChunkComponent.tsx';
import { chunkRoute } from '../../layout/ChunkRoute.tsx';
import type { GenericView } from './genericScreens.tsx';

// The declarations, zod and the generic screens load with the first content screen, with their texts.
const genericChunk = screenChunk(
  async () => {
    const screens = await import('./genericScreens.tsx');
    await addScreenMessages(screens.declaredLabels(), true);
    return screens.GenericScreen;
  },
  () => import('../../../i18n/contentGeneric.en.ts').then((module) => module.contentGenericMessages),
);

/**
 * The chunk of a custom screen built from the generic parts (the home page's banners, the ride-share home): it
 * arrives with the generic chunk, so the declarations' labels and the generic texts are there when it renders.
 */
export const contentScreenChunk = <M,>(importScreen: () => Promise<M>, importTexts?: () => Promise<object>) => {
  const withGeneric = async () => (await Promise.all([importScreen(), genericChunk.load()]))[0];
  return importTexts ? screenChunk(withGeneric, importTexts) : chunkLoader(withGeneric);
};

/** A custom route (App.tsx) showing such a screen, loaded on first visit without suspending (ChunkRoute.tsx). */
export const contentScreenRoute = (importScreen: () => Promise<ComponentType>, importTexts?: () => Promise<object>) =>
  chunkRoute(contentScreenChunk(importScreen, importTexts));

const Screen = ({ name, view }: { name: string; view: GenericView }) => (
  <ChunkComponent chunk={genericChunk} props={{ name, view }} fallback={<Loading />} />
);

// One component per collection and view: react-admin's <Resource> takes components, not elements.
// The same component for a collection's view on every call, so a re-render of the routes does not remount a form.
const views = new Map<string, ComponentType>();
const viewOf = (name: string, view: GenericView): ComponentType => {
  const key = `${name}-${view}`;
  let View = views.get(key);
  if (!View) {
    const Created = () => <Screen name={name} view={view} />;
    Created.displayName = key;
    views.set(key, Created);
    View = Created;
  }
  return View;
};

/** Whether a collection's list is on its resource's own path (/warranty), not on another route of the spec. */
export const hasOwnListRoute = (c: CollectionManifestEntry) => c.route === `/${c.name}`;
const pages = (c: CollectionManifestEntry) => c.kind === 'list' && c.edit === 'page' && !c.editor;

/**
 * Every content collection as a react-admin resource (issue 24): a generic one's list on its route when the route is
 * its name, and the create and edit pages at /<name>/create and /<name>/:id where it edits on pages (the ride-share
 * home items too, whose list is on a custom screen: `admin.customScreen`). `routesUnder` gives the paths under the
 * resource that are not its own (App.tsx: an unknown path goes to the default page). Adding a content type adds
 * nothing here.
 */
export const contentResources = (routesUnder: (c: CollectionManifestEntry) => ReactNode) =>
  contentManifest.map((c) => (
    <Resource
      key={c.name}
      name={c.name}
      list={!c.customScreen && c.kind === 'list' && hasOwnListRoute(c) ? viewOf(c.name, 'list') : undefined}
      create={pages(c) && c.create ? viewOf(c.name, 'create') : undefined}
      edit={pages(c) ? viewOf(c.name, 'edit') : undefined}
    >
      {routesUnder(c)}
    </Resource>
  ));

/** Lists on a route of the spec that is not the resource's name (/menu-items), and the singletons' forms. */
export const genericRoutes = contentManifest
  .filter((c) => !c.customScreen && (c.kind === 'singleton' || !hasOwnListRoute(c)))
  .map((c) => {
    const View = viewOf(c.name, c.kind === 'singleton' ? 'singleton' : 'list');
    return <Route key={c.name} path={c.route} element={<View />} />;
  });
