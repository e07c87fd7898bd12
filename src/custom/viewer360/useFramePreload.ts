import { useEffect, useState } from 'react';

export interface PreloadProgress {
    loaded: number;
    total: number;
    /** Natural size of the first frame that loaded (all frames of a spin share it). */
    natural: { width: number; height: number } | null;
}

/**
 * Loads every frame once so dragging never waits on the network; failed frames count as done
 * (the viewer then shows the browser's broken-image box for that frame rather than hanging).
 */
export const useFramePreload = (urls: string[]): PreloadProgress => {
    const [progress, setProgress] = useState<PreloadProgress>({ loaded: 0, total: urls.length, natural: null });
    const key = urls.join('\n');

    useEffect(() => {
        const list = key === '' ? [] : key.split('\n');
        let cancelled = false;
        setProgress({ loaded: 0, total: list.length, natural: null });
        const images = list.map(url => {
            const image = new Image();
            const done = () => {
                if (cancelled) return;
                setProgress(previous => ({
                    ...previous,
                    loaded: previous.loaded + 1,
                    natural: previous.natural ?? (image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null),
                }));
            };
            image.onload = done;
            image.onerror = done;
            image.src = url;
            return image;
        });
        return () => {
            cancelled = true;
            for (const image of images) {
                image.onload = null;
                image.onerror = null;
            }
        };
    }, [key]);

    return progress;
};
