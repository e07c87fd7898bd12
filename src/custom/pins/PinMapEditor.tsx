import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import {
  DAMAGE_IMAGE_WIDTH,
  type AttachedPicture,
  type PinMapContent,
  type VehicleFeatures,
} from '../../../contract/index.ts';
import { PinEditorPanel } from './PinEditorPanel.tsx';
import { PinLegend, PinList } from './PinList.tsx';
import { PinMap } from './PinMap.tsx';
import { areaCoords, displayHeight } from './pinGeometry.ts';
import { useImageSize } from './useImageSize.ts';
import { usePinEditor } from './usePinEditor.ts';

export interface PinMapEditorProps {
  imageUrl: string; // picture or spin frame URL
  value: PinMapContent; // {areas, description} from contract/pins.ts
  onChange: (next: PinMapContent) => void; // called on every committed change (Save/Delete of one pin)
  features: VehicleFeatures; // contract/vehicles.ts, for the type rules
  onImageSize?: (size: { width: number; height: number }) => void; // natural size once loaded
  closeUpPictures?: AttachedPicture[]; // optional DMS hotspot pictures a pin may carry as close-up
  displayWidth?: number; // default DAMAGE_IMAGE_WIDTH (520)
  onDirtyChange?: (dirty: boolean) => void; // true while a pin is being edited and not saved
  confirmDelete?: boolean; // ask before deleting a committed pin (default); false when the caller asks itself
}

const NO_PICTURES: AttachedPicture[] = [];

/** The file name of a picture URL, to name the map for screen readers. */
const nameOf = (url: string) => {
  const [path = url] = url.split(/[?#]/);
  return decodeURIComponent(path.split('/').pop() ?? url);
};

/**
 * The damage-map pin editor (spec §2/§4): the picture on a Leaflet map where a click adds a
 * circular pin and opens its editor, a keyboard-usable list of the pins and the legend of the
 * type colours. Controlled: `value` holds the committed pins, `onChange` gets them after each
 * Save or Delete of one pin. Reused by the 360 hotspot dialog on spin frames. Import it from a
 * lazily loaded module only: it brings Leaflet and its CSS.
 */
export const PinMapEditor = ({
  imageUrl,
  value,
  onChange,
  features,
  onImageSize,
  closeUpPictures = NO_PICTURES,
  displayWidth = DAMAGE_IMAGE_WIDTH,
  onDirtyChange,
  confirmDelete = true,
}: PinMapEditorProps) => {
  const translate = useTranslate();
  const image = useImageSize(imageUrl);
  const editor = usePinEditor({ value, onChange, onDirtyChange, resetKey: imageUrl });

  // The latest callback (callers may pass a new function each render), called only when the size changes.
  const reportSize = useEffectEvent((size: { width: number; height: number }) => onImageSize?.(size));
  const width = image.status === 'ready' ? image.size.width : 0;
  const height = image.status === 'ready' ? image.size.height : 0;
  useEffect(() => {
    if (width > 0 && height > 0) reportSize({ width, height });
  }, [width, height]);
  const selected = editor.selected;

  // A committed pin is asked about first, as the hotspot editor does; a draft just goes.
  const [toDelete, setToDelete] = useState<{ id: string; number: number; title: string } | null>(null);
  const requestRemove = (id: string) => {
    const index = editor.pins.findIndex((pin) => pin.id === id);
    const pin = editor.pins[index];
    if (!confirmDelete || !pin?.committed) editor.remove(id);
    else setToDelete({ id, number: index + 1, title: pin.text.title || translate('app.pins.list.untitled') });
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      {/* A fixed width beside the list; the full width (up to displayWidth) when stacked on a phone. */}
      <Stack spacing={1} sx={{ flexShrink: 0, width: { xs: '100%', md: displayWidth }, maxWidth: '100%' }}>
        {image.status === 'ready' ? (
          <PinMap
            imageUrl={imageUrl}
            imageName={nameOf(imageUrl)}
            size={image.size}
            displayWidth={displayWidth}
            pins={editor.pins}
            selectedId={editor.selectedId}
            onAdd={(point) => editor.add(areaCoords(image.size, point))}
            onSelect={editor.select}
          />
        ) : image.status === 'error' ? (
          <Alert severity="error" sx={{ width: displayWidth, maxWidth: '100%' }}>
            {translate('app.pins.map.image_failed')}
          </Alert>
        ) : (
          <Box
            role="status"
            sx={{
              width: displayWidth,
              maxWidth: '100%',
              height: displayHeight({ width: 4, height: 3 }, displayWidth),
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.100',
            }}
          >
            <CircularProgress aria-label={translate('app.pins.map.loading')} />
          </Box>
        )}
        <PinLegend />
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: displayWidth }}>
          {translate('app.pins.map.help')}
        </Typography>
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 280, width: { xs: '100%', md: 'auto' } }}>
        <PinList pins={editor.pins} selectedId={editor.selectedId} onSelect={editor.select} onDelete={requestRemove} />
        {selected ? (
          <PinEditorPanel
            // A fresh panel per pin: MUI selects keep no stale menu state between pins.
            key={selected.pin.id}
            pin={selected.pin}
            number={selected.number}
            features={features}
            closeUpPictures={closeUpPictures}
            errors={editor.errors}
            onChange={(text) => editor.edit(selected.pin.id, text)}
            onSave={() => editor.save(selected.pin.id)}
            onDelete={() => requestRemove(selected.pin.id)}
          />
        ) : editor.pins.length > 0 ? (
          // With no pins at all, the list's own empty text already says how to add one.
          <Typography variant="body2" color="text.secondary">
            {translate('app.pins.editor.nothing_selected')}
          </Typography>
        ) : null}
      </Stack>
      <Confirm
        isOpen={toDelete !== null}
        title={translate('app.pins.delete_confirm.title', {
          number: toDelete?.number ?? '',
          title: toDelete?.title ?? '',
        })}
        content={translate('app.pins.delete_confirm.content')}
        onConfirm={() => {
          if (toDelete) editor.remove(toDelete.id);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
};

export default PinMapEditor;
