import { useEffect } from 'react';
import { useBasename, useLocation, useTranslate } from 'react-admin';
import { matchPath } from 'react-router';
import { currentPageTitle, documentTitleOf, usePageTitle } from '../content/generic/useDocumentTitle.ts';
import { menuEntries, type MenuEntry } from './menuEntries.ts';

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));

/** The sidebar entry a path belongs to: its own screen or one of its `also` pages (a banner's edit page). */
export const screenEntryOf = (path: string, entries: readonly MenuEntry[] = menuEntries): MenuEntry | undefined =>
  leaves(entries).find((e) => [e.path, ...(e.also ?? [])].some((p) => matchPath({ path: p, end: false }, path)));

/**
 * Names the tab after the screen ('Warranty – Admin console'), or after what the page says it shows ('New warranty
 * image', useDocumentTitle): with every tab saying 'Admin console', staff with several open could not tell them
 * apart, nor find them in the history.
 */
export const ScreenTitle = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  const entry = screenEntryOf(path);
  const name = entry ? translate(entry.name, { _: entry.name }) : '';
  const page = usePageTitle();
  useEffect(() => {
    // The page's own title is read now, not at render: a page's effect runs before the layout's.
    document.title = documentTitleOf(currentPageTitle() ?? name);
  }, [name, page]);
  return null;
};
