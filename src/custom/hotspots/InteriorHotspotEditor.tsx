import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import { useTranslate } from 'react-admin';
import type { InteriorHotspot, VehicleFeatures } from '../../../contract/index.ts';
import { PanoramaViewer } from '../viewer360/PanoramaViewer.tsx';
import { toPanoramaHotspots } from '../viewer360/panoramaHotspots.ts';
import { HotspotPinDialog, type HotspotText } from './HotspotPinDialog.tsx';
import { newHotspotId, type ShowTarget } from './hotspotRows.ts';

interface InteriorHotspotEditorProps {
  panorama: string | null;
  hotspots: InteriorHotspot[];
  features: VehicleFeatures;
  target: ShowTarget | null;
  saving: boolean;
  onCreate: (hotspot: InteriorHotspot) => void;
}

interface Draft {
  id: string;
  pitch: number;
  yaw: number;
}

/**
 * The interior view (spec §2): the panorama with a '+' on its centre. 'Create pin' takes the
 * viewer's current pitch and yaw and opens the pin dialog; the hotspot is saved only when that
 * dialog is saved, never when it is cancelled.
 */
export const InteriorHotspotEditor = ({
  panorama,
  hotspots,
  features,
  target,
  saving,
  onCreate,
}: InteriorHotspotEditorProps) => {
  const translate = useTranslate();
  const viewer = useRef<Pannellum.Viewer | null>(null);
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const panoramaHotspots = useMemo(() => toPanoramaHotspots(hotspots), [hotspots]);

  const onViewer = useCallback((next: Pannellum.Viewer | null) => {
    viewer.current = next;
    setReady(next !== null);
  }, []);

  // 'Show' in the table: turn the view to the hotspot (each click carries a new nonce).
  useEffect(() => {
    if (ready && target?.view === 'interior') viewer.current?.lookAt(target.pitch, target.yaw, undefined, 600);
  }, [ready, target]);

  if (!panorama) return <Alert severity="info">{translate('app.hotspots.interior.no_panorama')}</Alert>;

  const createPin = () => {
    const current = viewer.current;
    if (!current) return;
    setDraft({ id: newHotspotId('interior'), pitch: current.getPitch(), yaw: current.getYaw() });
  };
  const save = (text: HotspotText) => {
    if (!draft) return;
    onCreate({ id: draft.id, pitch: draft.pitch, yaw: draft.yaw, ...text, pictures: [] });
    setDraft(null);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddLocationIcon />} onClick={createPin} disabled={!ready || saving}>
          {translate('app.hotspots.interior.create_pin')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.hotspots.interior.help')}
        </Typography>
      </Stack>
      <PanoramaViewer
        panorama={panorama}
        hotspots={panoramaHotspots}
        label={translate('app.hotspots.interior.viewer_label')}
        height={460}
        centreMark
        onViewer={onViewer}
      />
      {draft && (
        <HotspotPinDialog
          id={draft.id}
          features={features}
          position={draft}
          onSave={save}
          onCancel={() => setDraft(null)}
        />
      )}
    </Stack>
  );
};
