import { useEffect } from 'react';
import { useBasename, useLocation, useTranslate } from 'react-admin';
import { matchPath } from 'react-router';
import { menuEntries, type MenuEntry } from './menuEntries.ts';

const APP_TITLE = 'Admin console';

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] => entries.flatMap(e => (e.children ? leaves(e.children) : [e]));

/** The sidebar entry a path belongs to: its own screen or one of its `also` pages (a banner's edit page). */
export const screenEntryOf = (path: string, entries: readonly MenuEntry[] = menuEntries): MenuEntry | undefined =>
    leaves(entries).find(e => [e.path, ...(e.also ?? [])].some(p => matchPath({ path: p, end: false }, path)));

/**
 * Names the tab after the screen ('Warranty · Admin console'): with every tab saying 'Admin console', staff
 * with several open could not tell them apart, nor find them in the history.
 */
export const ScreenTitle = () => {
    const translate = useTranslate();
    const basename = useBasename();
    const { pathname } = useLocation();
    const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
    const entry = screenEntryOf(path);
    const name = entry ? translate(entry.name, { _: entry.name }) : '';
    useEffect(() => {
        document.title = name ? `${name} · ${APP_TITLE}` : APP_TITLE;
    }, [name]);
    return null;
};
