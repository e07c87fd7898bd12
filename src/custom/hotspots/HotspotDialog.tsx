import { useState } from 'react';
import {
  Alert,
  AppBar,
  Box,
  Dialog,
  IconButton,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { HotspotView, VehicleFeatures } from '../../../contract/index.ts';
import { useLeaveGuard } from '../pins/useLeaveGuard.tsx';
import { useVehicleDetail } from '../vehicleDetail/useVehicleDetail.ts';
import { useHotspotPictures, useInteriorAsset, useWeb360Config } from '../viewer360/useViewer360Data.ts';
import { ExteriorHotspotEditor } from './ExteriorHotspotEditor.tsx';
import { HotspotPicturesDialog } from './HotspotPicturesDialog.tsx';
import { findHotspot, showTarget, type ShowTarget } from './hotspotRows.ts';
import { HotspotTable } from './HotspotTable.tsx';
import { HotspotSessionContext } from './hotspotSession.ts';
import { InteriorHotspotEditor } from './InteriorHotspotEditor.tsx';
import { useHotspotMutations } from './useHotspotMutations.ts';

export interface HotspotDialogProps {
  stockid: string;
  /** The vehicle's features for the pin type rules; read from the API when not given. */
  features?: VehicleFeatures;
  onClose: () => void;
}

/**
 * The full-screen hotspot dialog of one stock id (spec §2): exterior hotspots placed with the pin editor on spin
 * frames, interior ones at the panorama's view centre, the current view's table, and DMS close-ups attached to them.
 * Lazy-loaded (Leaflet, Pannellum).
 */
const HotspotDialog = ({ stockid, features: givenFeatures, onClose }: HotspotDialogProps) => {
  const translate = useTranslate();
  const [view, setView] = useState<HotspotView>('exterior');
  const [target, setTarget] = useState<ShowTarget | null>(null);
  const [picturesOf, setPicturesOf] = useState<string | null>(null);
  // An exterior pin placed or edited but not saved: leaving the editor would drop it (spec §4 asks first).
  const [draft, setDraft] = useState(false);
  const { guard, question } = useLeaveGuard(draft);
  const close = () => guard(onClose);
  const config = useWeb360Config(stockid);
  // The detail page passes its features; from the assets table they are read here.
  const vehicle = useVehicleDetail(givenFeatures ? '' : stockid);
  const features = givenFeatures ?? vehicle.data?.features;
  const dmsPictures = useHotspotPictures(stockid);
  const interiorAsset = useInteriorAsset(stockid);
  const { save, remove } = useHotspotMutations(stockid);
  const busy = save.isPending || remove.isPending;
  const data = config.data;
  const error = config.error ?? vehicle.error;

  // 'Show' turns the editor to another frame, which drops a draft too.
  const show = (id: string) => {
    if (data) guard(() => setTarget(showTarget(data, view, id, Date.now())));
  };
  const picturesHotspot = data && picturesOf ? findHotspot(data, view, picturesOf) : undefined;

  return (
    <Dialog fullScreen open onClose={close} aria-labelledby="hotspot-dialog-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography id="hotspot-dialog-title" variant="h6" component="h1" sx={{ flex: 1 }}>
            {translate('app.hotspots.title', { stockid })}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label={translate('app.hotspots.views.label')}
            onChange={(_, next: HotspotView | null) => {
              if (!next) return;
              guard(() => {
                setDraft(false);
                setView(next);
                setTarget(null);
              });
            }}
          >
            <ToggleButton value="exterior">{translate('app.hotspots.views.exterior')}</ToggleButton>
            <ToggleButton value="interior">{translate('app.hotspots.views.interior')}</ToggleButton>
          </ToggleButtonGroup>
          <IconButton edge="end" onClick={close} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        {(config.isFetching || busy) && <LinearProgress aria-label={translate('app.hotspots.loading')} />}
      </AppBar>
      <Box sx={{ p: 2, maxWidth: 1400, width: '100%', mx: 'auto' }}>
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && features && (
          <HotspotSessionContext
            value={{
              config: data,
              view,
              features,
              closeUps: dmsPictures.data ?? [],
              target,
              busy,
              save: save.mutate,
              remove: (id) => remove.mutate({ view, id }),
            }}
          >
            <Stack spacing={3}>
              {view === 'exterior' ? (
                <ExteriorHotspotEditor onDirtyChange={setDraft} />
              ) : (
                <InteriorHotspotEditor panorama={interiorAsset.data?.panorama ?? data.interior?.panorama ?? null} />
              )}
              <HotspotTable onShow={show} onPictures={setPicturesOf} />
            </Stack>
            {picturesHotspot && <HotspotPicturesDialog hotspot={picturesHotspot} onClose={() => setPicturesOf(null)} />}
          </HotspotSessionContext>
        )}
      </Box>
      {question}
    </Dialog>
  );
};

export default HotspotDialog;
