import { useEffect, useRef } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * While `unsaved` is true, leaving asks first: a link, the menu or back/forward inside the console asks with
 * react-admin's own question ('ra.message.unsaved_changes'), and closing or reloading the tab gets the browser's
 * prompt. Another vehicle (same path, another `?id=`) counts as leaving.
 */
export const useConfirmLeave = (unsaved: boolean): void => {
    const translate = useTranslate();
    const blocker = useBlocker(
        ({ currentLocation, nextLocation }) =>
            unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    );
    // The blocker object changes at every render; the question must be asked once per blocked navigation.
    const latest = useRef(blocker);
    latest.current = blocker;

    useEffect(() => {
        const current = latest.current;
        if (current.state !== 'blocked') return;
        if (window.confirm(translate('ra.message.unsaved_changes'))) current.proceed();
        else current.reset();
    }, [blocker.state, translate]);

    useEffect(() => {
        if (!unsaved) return;
        // Browsers show their own text; preventDefault() is what asks.
        const ask = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', ask);
        return () => window.removeEventListener('beforeunload', ask);
    }, [unsaved]);
};
