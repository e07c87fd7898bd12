import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, IconButton, MenuItem, Slider, Stack, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { DAMAGE_IMAGE_WIDTH, shownSpinRows, type PinMapContent } from '../../../contract/index.ts';
import { PinMapEditor } from '../pins/PinMapEditor.tsx';
import type { ImageSize } from '../pins/pinGeometry.ts';
import { frameChanges, frameContent, type FramePosition } from './exteriorPins.ts';
import type { ShowTarget } from './hotspotRows.ts';
import { useDeleteQuestion } from './HotspotTable.tsx';
import { useHotspotSession } from './hotspotSession.ts';

/**
 * The exterior view (spec §2): pick a row (camera elevation) and a frame, then place pins on it with the damage-map
 * pin editor. A committed pin becomes (or updates) a hotspot at its natural-pixel offsets on that row and frame.
 */
export const ExteriorHotspotEditor = ({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) => {
  const translate = useTranslate();
  const { config, features, closeUps, target, save, remove } = useHotspotSession();
  const { spin, exteriorHotspots: hotspots } = config;
  const allRows = spin?.rows ?? [];
  // Only the rows the viewer shows take hotspots (the server refuses the others).
  const rows = shownSpinRows(allRows);
  const [position, setPosition] = useState<FramePosition>({ rowIndex: 0, imageIndex: 0 });
  const [dirty, setDirty] = useState(false);
  const deletion = useDeleteQuestion('exterior', remove);
  const frames = rows[position.rowIndex]?.frames ?? [];
  const frameUrl = frames[position.imageIndex];
  // The frame's natural size, reported by the pin editor once loaded (the map is drawn only then).
  const [frameSize, setFrameSize] = useState<ImageSize>({ width: DAMAGE_IMAGE_WIDTH, height: DAMAGE_IMAGE_WIDTH });
  const value = useMemo(() => frameContent(hotspots, position, frameSize), [hotspots, position, frameSize]);
  const framesWithHotspots = new Set(hotspots.filter((h) => h.rowIndex === position.rowIndex).map((h) => h.imageIndex));

  // 'Show' in the table jumps to the hotspot's frame (once its row is there), set while rendering when it changes.
  const jumpTo = target?.view === 'exterior' && target.rowIndex < rows.length ? target : null;
  const [jumpedTo, setJumpedTo] = useState<ShowTarget | null>(null);
  if (jumpTo !== jumpedTo) {
    setJumpedTo(jumpTo);
    if (jumpTo) setPosition({ rowIndex: jumpTo.rowIndex, imageIndex: jumpTo.imageIndex });
  }

  if (!frameUrl) return <Alert severity="info">{translate('app.hotspots.exterior.no_spin')}</Alert>;

  const goTo = (imageIndex: number) =>
    setPosition((current) => ({ ...current, imageIndex: (imageIndex + frames.length) % frames.length }));
  const changeRow = (rowIndex: number) =>
    setPosition((current) => ({
      rowIndex,
      imageIndex: Math.min(current.imageIndex, (rows[rowIndex]?.frames.length ?? 1) - 1),
    }));
  const step = (name: 'previous' | 'next', by: number, icon: ReactNode) => (
    <IconButton
      aria-label={translate(`ra.navigation.${name}`)}
      onClick={() => goTo(position.imageIndex + by)}
      disabled={dirty}
    >
      {icon}
    </IconButton>
  );
  const commit = (next: PinMapContent) => {
    const { upserts, removed } = frameChanges(hotspots, position, next);
    if (upserts.length > 0) save({ view: 'exterior', hotspots: upserts });
    if (removed.length > 0) deletion.ask(removed);
  };

  return (
    <Stack spacing={2}>
      {rows.length < allRows.length && (
        <Alert severity="info">
          {translate('app.hotspots.only_first_row', {
            counts: allRows.map((r) => r.frames.length).join('/'),
            angle: rows[0]?.angle,
          })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          id="hotspot-row"
          label={translate('app.hotspots.exterior.row')}
          value={position.rowIndex}
          onChange={(event) => changeRow(Number(event.target.value))}
          disabled={dirty}
          // A select in a row sizes itself to its content and took the slider's room (0 px left).
          sx={{ minWidth: 240, flex: { md: '0 0 260px' } }}
        >
          {rows.map((row, index) => (
            <MenuItem key={row.angle} value={index}>
              {translate('app.hotspots.exterior.row_option', { angle: row.angle, count: row.frames.length })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          {step('previous', -1, <ChevronLeftIcon />)}
          <Slider
            aria-label={translate('app.hotspots.exterior.frame')}
            min={1}
            max={frames.length}
            step={1}
            value={position.imageIndex + 1}
            onChange={(_, next) => goTo((Array.isArray(next) ? next[0] : next) - 1)}
            valueLabelDisplay="auto"
            disabled={dirty}
            sx={{ flex: 1, minWidth: 120 }}
          />
          {step('next', 1, <ChevronRightIcon />)}
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.hotspots.exterior.frame_of', { frame: position.imageIndex + 1, total: frames.length })}
          </Typography>
        </Stack>
      </Stack>
      <Box
        role="group"
        aria-label={translate('app.hotspots.exterior.frame')}
        sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', pb: 1 }}
      >
        {frames.map((url, index) => (
          <Box
            key={url}
            component="button"
            type="button"
            disabled={dirty}
            onClick={() => goTo(index)}
            aria-label={translate('app.hotspots.exterior.frame_thumbnail', { frame: index + 1 })}
            aria-pressed={index === position.imageIndex}
            sx={{
              p: 0,
              flex: '0 0 auto',
              border: 3,
              borderColor:
                index === position.imageIndex
                  ? 'primary.main'
                  : framesWithHotspots.has(index)
                    ? 'error.light'
                    : 'transparent',
              cursor: 'pointer',
              bgcolor: 'grey.100',
            }}
          >
            <Box
              component="img"
              src={url}
              alt=""
              loading="lazy"
              sx={{ display: 'block', width: 72, height: 48, objectFit: 'cover' }}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.hotspots.exterior.help')}
      </Typography>
      <PinMapEditor
        // Drafts and selection belong to one frame: another frame starts afresh.
        key={frameUrl}
        imageUrl={frameUrl}
        value={value}
        onChange={commit}
        features={features}
        closeUpPictures={closeUps}
        onDirtyChange={(next) => {
          setDirty(next);
          onDirtyChange?.(next);
        }}
        onImageSize={setFrameSize}
        // Deleting a saved hotspot is asked about below (it is gone from the server at once).
        confirmDelete={false}
      />
      {/* Cancelled: the hotspot was never removed, so the editor shows it again. */}
      {deletion.question}
    </Stack>
  );
};
