import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { CancelFirstConfirm } from '../content/CancelFirstConfirm.tsx';
import { useLingering } from '../layout/AppDialog.tsx';
import {
  DAMAGE_IMAGE_WIDTH,
  type AttachedPicture,
  type PinMapContent,
  type VehicleFeatures,
} from '../../../contract/index.ts';
import { PinLegend, PinList } from './PinList.tsx';
import { PinMap } from './PinMap.tsx';
import { areaCoords, displayHeight, type ImageSize } from './pinGeometry.ts';
import { PinTextFields } from './PinTextFields.tsx';
import { PIN_COLOURS } from './pinTypeRules.ts';
import { useFramePreload } from '../viewer360/useFramePreload.ts';
import { usePinEditor } from './pinEditing.ts';

export interface PinMapEditorProps {
  imageUrl: string; // picture or spin frame URL
  value: PinMapContent; // the committed pins
  onChange: (next: PinMapContent) => void; // after each Save or Delete of one pin
  features: VehicleFeatures; // for the type rules
  onImageSize?: (size: ImageSize) => void; // natural size once loaded
  closeUpPictures?: AttachedPicture[]; // DMS hotspot pictures a pin may carry as close-up
  onDirtyChange?: (dirty: boolean) => void; // true while a pin is being edited and not saved
  confirmDelete?: boolean; // ask before deleting a committed pin (default); false when the caller asks itself
}

/** The file name of a picture URL, to name the map for screen readers. */
const nameOf = (url: string) => {
  const [path = url] = url.split(/[?#]/);
  return decodeURIComponent(path.split('/').pop() ?? url);
};

/**
 * The damage-map pin editor (spec §2/§4): a click on the picture adds a circular pin and opens its editor beside a
 * keyboard-usable list of the pins and the legend. Controlled: `value` holds the committed pins. Reused by the
 * hotspot dialog on spin frames. Its drafts belong to one picture: give another picture a new `key`. Import it from a
 * lazily loaded module only: it brings Leaflet and its CSS.
 */
export const PinMapEditor = ({
  imageUrl,
  value,
  onChange,
  features,
  onImageSize,
  closeUpPictures,
  onDirtyChange,
  confirmDelete = true,
}: PinMapEditorProps) => {
  const translate = useTranslate();
  // The natural size, needed before the map exists (its bounds and zoom): the spin viewer's preload, of one picture.
  const { loaded, natural: size } = useFramePreload([imageUrl]);
  const editor = usePinEditor({ value, onChange, onDirtyChange });
  const { selected } = editor;

  // The latest callback (callers may pass a new function each render), called once the size is known.
  const reportSize = useEffectEvent((natural: ImageSize) => onImageSize?.(natural));
  useEffect(() => {
    if (size) reportSize(size);
  }, [size]);

  // A committed pin is asked about first, as the hotspot editor does; a draft just goes.
  const [toDelete, setToDelete] = useState<{ id: string; number: number; title: string } | null>(null);
  const askedDelete = useLingering(toDelete);
  const requestRemove = (id: string) => {
    const index = editor.pins.findIndex((pin) => pin.id === id);
    const pin = editor.pins[index];
    if (!confirmDelete || !pin?.committed) editor.remove(id);
    else setToDelete({ id, number: index + 1, title: pin.text.title || translate('app.pins.list.untitled') });
  };
  const boxSx = { width: DAMAGE_IMAGE_WIDTH, maxWidth: '100%' };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      {/* A fixed width beside the list; the full width (up to DAMAGE_IMAGE_WIDTH) when stacked on a phone. */}
      <Stack spacing={1} sx={{ flexShrink: 0, width: { xs: '100%', md: DAMAGE_IMAGE_WIDTH }, maxWidth: '100%' }}>
        {size ? (
          <PinMap
            imageUrl={imageUrl}
            imageName={nameOf(imageUrl)}
            size={size}
            pins={editor.pins}
            selectedId={editor.selectedId}
            onAdd={(point) => editor.add(areaCoords(size, point))}
            onSelect={editor.select}
          />
        ) : loaded > 0 ? (
          <Alert severity="error" sx={boxSx}>
            {translate('app.pins.map.image_failed')}
          </Alert>
        ) : (
          <Box
            role="status"
            sx={{
              ...boxSx,
              height: displayHeight({ width: 4, height: 3 }, DAMAGE_IMAGE_WIDTH),
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.100',
            }}
          >
            <CircularProgress aria-label={translate('app.pins.map.loading')} />
          </Box>
        )}
        <PinLegend />
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: DAMAGE_IMAGE_WIDTH }}>
          {translate('app.pins.map.help')}
        </Typography>
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 280, width: { xs: '100%', md: 'auto' } }}>
        <PinList pins={editor.pins} selectedId={editor.selectedId} onSelect={editor.select} onDelete={requestRemove} />
        {selected ? (
          // A section, not a form: the editor may sit inside someone else's form (hotspot dialog). A fresh one per
          // pin (the key): MUI selects keep no stale menu state between pins.
          <Stack
            key={selected.pin.id}
            component="section"
            aria-labelledby={`pin-${selected.pin.id}-heading`}
            spacing={2}
            sx={{ borderLeft: 4, borderColor: PIN_COLOURS[selected.pin.text.type], pl: 2 }}
          >
            <Typography id={`pin-${selected.pin.id}-heading`} variant="subtitle1" component="h3">
              {translate(selected.pin.committed ? 'app.pins.editor.heading' : 'app.pins.editor.heading_new', {
                number: selected.number,
              })}
            </Typography>
            <PinTextFields
              text={selected.pin.text}
              features={features}
              errors={editor.errors}
              idPrefix={`pin-${selected.pin.id}`}
              onChange={(text) => editor.edit(selected.pin.id, text)}
              closeUpPictures={closeUpPictures}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" startIcon={<SaveIcon />} onClick={() => editor.save(selected.pin.id)}>
                {translate('ra.action.save')}
              </Button>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteIcon />}
                onClick={() => requestRemove(selected.pin.id)}
              >
                {translate('ra.action.delete')}
              </Button>
            </Stack>
          </Stack>
        ) : editor.pins.length > 0 ? (
          // With no pins at all, the list's own empty text already says how to add one.
          <Typography variant="body2" color="text.secondary">
            {translate('app.pins.editor.nothing_selected')}
          </Typography>
        ) : null}
      </Stack>
      <CancelFirstConfirm
        isOpen={toDelete !== null}
        title="app.pins.delete_confirm.title"
        titleTranslateOptions={askedDelete ?? {}}
        content="app.pins.delete_confirm.content"
        confirmColor="error"
        onConfirm={() => {
          if (toDelete) editor.remove(toDelete.id);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
};
