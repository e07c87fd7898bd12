import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';
import { type MediaRecord } from '../../../contract/content/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

export interface UploadProgress {
  /** 0 to 1, as the browser reports the request body sent. */
  fraction: number;
  /** A local URL of the file being sent, shown while it travels. */
  preview: string;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * One upload at a time (XMLHttpRequest, for its progress events), with Cancel. An error keeps the server's message
 * (413, 415, 400 say what was wrong); a cancelled upload is no error. Leaving the form cancels it.
 */
export const useMediaUpload = ({
  folder,
  preset,
  target,
}: {
  folder: string;
  preset: 'default' | 'blog';
  target?: string;
}) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** The stored media, or `null` when cancelled or failed (then `error` says why). */
  const upload = useCallback(
    async (file: File): Promise<MediaRecord | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const preview = URL.createObjectURL(file);
      setError(null);
      setProgress({ fraction: 0, preview });
      try {
        const media = await dataProvider.uploadMedia(file, {
          folder,
          preset,
          target,
          signal: current.signal,
          onProgress: (fraction) => {
            if (!current.signal.aborted) setProgress({ fraction, preview });
          },
        });
        // react-admin answers `{data: {}}` instead when the session ended (401): the sign-in page follows.
        return current.signal.aborted || typeof media?.publicId !== 'string' ? null : media;
      } catch (failure) {
        if (!current.signal.aborted && !isAbort(failure)) {
          setError(failure instanceof Error && failure.message ? failure.message : FALLBACK_ERROR_MESSAGE);
        }
        return null;
      } finally {
        URL.revokeObjectURL(preview);
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [dataProvider, folder, preset, target],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { progress, error, setError, upload, cancel };
};
