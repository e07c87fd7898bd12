import { useEffect, useMemo, useRef } from 'react';
import { Alert, Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import type { InteriorHotspot } from '../../../contract/index.ts';
import { usePannellum } from './usePannellum.ts';

interface PanoramaViewerProps {
  panorama: string;
  hotspots: InteriorHotspot[];
  label: string;
  height?: number;
  /** A '+' on the view centre, where 'Create pin' places a pin. */
  centreMark?: boolean;
  /** The live viewer (null while none), to read or turn the view. */
  onViewer?: (viewer: Pannellum.Viewer | null) => void;
}

/** The interior panorama with its hotspots (Pannellum, through our own hook). */
export const PanoramaViewer = ({
  panorama,
  hotspots,
  label,
  height = 420,
  centreMark = false,
  onViewer,
}: PanoramaViewerProps) => {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  // Title and description as the tooltip's lines, the first picture as its close-up.
  const shown = useMemo(
    () =>
      hotspots.map(({ id, pitch, yaw, title, description, pictures }) => ({
        id,
        pitch,
        yaw,
        lines: [title, description],
        closeUp: pictures[0]?.picture ?? null,
      })),
    [hotspots],
  );
  const { viewer, loaded, error } = usePannellum(container, { panorama, hotspots: shown });

  useEffect(() => {
    onViewer?.(loaded ? viewer : null);
  }, [onViewer, viewer, loaded]);

  return (
    // Pannellum's own error box would repeat our message, in HTML: only ours is shown.
    <Box sx={{ position: 'relative', width: '100%', height, '& .pnlm-error-msg': { display: 'none' } }}>
      <Box
        ref={container}
        role="region"
        aria-label={label}
        data-loaded={loaded}
        sx={{ width: '100%', height: '100%' }}
      />
      {centreMark && (
        <AddIcon
          aria-hidden
          data-testid="panorama-centre"
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -50%)',
            fontSize: 40,
            color: 'common.white',
            filter: 'drop-shadow(0 0 2px black)',
            pointerEvents: 'none',
            zIndex: 3,
          }}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, zIndex: 4 }}>
          {error === 'unreachable'
            ? translate('app.viewer360.panorama_unreachable')
            : translate('app.hotspots.interior.load_failed', { message: error.text })}
        </Alert>
      )}
    </Box>
  );
};
