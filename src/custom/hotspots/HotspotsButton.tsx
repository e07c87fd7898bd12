import { useState } from 'react';
import { Button } from '@mui/material';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { useTranslate } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import { chunkLoader } from '../layout/chunkLoader.ts';
import { ChunkComponent } from '../layout/ChunkComponent.tsx';

// Leaflet, Pannellum and the editors load only when the dialog first opens.
export const hotspotDialog = chunkLoader(() => import('./HotspotDialog.tsx').then((module) => module.default));

/** '360 hotspots' on the vehicle detail page: opens the full-screen hotspot dialog of this stock id. */
export const HotspotsButton = ({ vehicle }: { vehicle: Pick<Vehicle, 'stockid' | 'features'> }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ThreeSixtyIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.hotspots.open')}
      </Button>
      {open && (
        <ChunkComponent
          chunk={hotspotDialog}
          props={{ stockid: vehicle.stockid, features: vehicle.features, onClose: () => setOpen(false) }}
        />
      )}
    </>
  );
};
