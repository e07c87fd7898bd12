import { useEffect } from 'react';

/** The console's name, as index.html titles the tab before any screen says more. */
export const APP_TITLE = 'Admin console';

/** The browser tab names the screen ('New testimonial – Admin console'); the title before comes back on leaving. */
export const useDocumentTitle = (title: string | undefined) => {
    useEffect(() => {
        if (!title) return undefined;
        const before = document.title;
        document.title = `${title} – ${APP_TITLE}`;
        return () => {
            document.title = before;
        };
    }, [title]);
};
