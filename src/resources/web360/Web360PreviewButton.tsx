import { useState } from 'react';
import { Button } from '@mui/material';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { useRecordContext, useTranslate } from 'react-admin';
import { hotspotDialog } from '../../custom/hotspots/HotspotsButton.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';
import { ChunkComponent } from '../../custom/layout/ChunkComponent.tsx';
import type { Web360Record } from '../../dataProvider/web360.ts';

// The viewer (Pannellum) and the hotspot dialog (Leaflet) load only when first opened.
const viewer360Dialog = chunkLoader(() =>
  import('../../custom/viewer360/Viewer360Dialog.tsx').then((module) => module.default),
);

/** 'Edit' on a row: the preview dialog with the 360 viewer, and from there the hotspot dialog. */
export const Web360PreviewButton = () => {
  const record = useRecordContext<Web360Record>();
  const translate = useTranslate();
  const [open, setOpen] = useState<'preview' | 'hotspots' | null>(null);
  if (!record) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ThreeSixtyIcon />}
        onClick={() => setOpen('preview')}
        aria-label={`${translate('ra.action.edit')} ${record.stockid}`}
      >
        {translate('ra.action.edit')}
      </Button>
      {open === 'preview' && (
        <ChunkComponent
          chunk={viewer360Dialog}
          props={{ stockid: record.stockid, onClose: () => setOpen(null), onEditHotspots: () => setOpen('hotspots') }}
        />
      )}
      {open === 'hotspots' && (
        <ChunkComponent chunk={hotspotDialog} props={{ stockid: record.stockid, onClose: () => setOpen(null) }} />
      )}
    </>
  );
};
