import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { allFrameUrls, type SpinHotspotInfo, type SpinModel } from './spinModel.ts';
import { dragSteps, fitWidth, stepPosition, toDisplay, type SpinPosition } from './spinMath.ts';
import { useFramePreload } from './useFramePreload.ts';
import { useFitWidth } from '../pins/useFitWidth.ts';

/** At most this wide, less in a narrow dialog (a phone): the whole car, scaled down. */
const WIDTH = 720;
const MARKER = 22;
/** Arrow keys step as drags do: [frames, rows]. */
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The tooltip of a hotspot: its text and close-up, rendered by React (text, never HTML). */
const HotspotTip = ({ info }: { info: SpinHotspotInfo }) => (
  <Stack spacing={0.5} sx={{ maxWidth: 240 }}>
    {info.lines.map((line, index) => (
      <Typography key={index} variant="body2" sx={index === 0 ? { fontWeight: 'bold' } : undefined}>
        {line}
      </Typography>
    ))}
    {info.closeUp && <Box component="img" src={info.closeUp} alt="" sx={{ width: 220, display: 'block' }} />}
  </Stack>
);

/**
 * Our own MIT spin player for the WebRotate-style XML (no proprietary runtime): preloads the frames with progress;
 * a horizontal drag or arrow key turns frame by frame, a vertical one changes the row (layer). Hotspots show only
 * on the frames that list them, scaled from natural pixels to the size shown.
 */
export const SpinViewer = ({ model, stockid }: { model: SpinModel; stockid: string }) => {
  const translate = useTranslate();
  const [position, setPosition] = useState<SpinPosition>({ row: 0, frame: 0 });
  const anchor = useRef<{ x: number; y: number } | null>(null);
  const progress = useFramePreload(allFrameUrls(model));
  const [measure, shownWidth] = useFitWidth(WIDTH);
  const shape = { rowCount: model.rows.length, perRow: model.perRow };

  const frame = model.rows[position.row]?.[position.frame] ?? model.rows[0]?.[0];
  if (!frame) return <Typography color="text.secondary">{translate('app.viewer360.no_spin')}</Typography>;

  const step = (frames: number, rows: number) => setPosition((current) => stepPosition(current, frames, rows, shape));
  const { natural } = progress;
  const display = natural
    ? fitWidth(natural, shownWidth)
    : { width: shownWidth, height: Math.round(shownWidth * 0.625) };
  const ready = progress.loaded >= progress.total;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('[data-hotspot]')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    anchor.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!anchor.current) return;
    const result = dragSteps(anchor.current, { x: event.clientX, y: event.clientY });
    anchor.current = result.anchor;
    if (result.frames !== 0 || result.rows !== 0) step(result.frames, result.rows);
  };
  const endDrag = () => {
    anchor.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_STEPS[event.key];
    if (!move) return;
    event.preventDefault();
    step(move[0], move[1]);
  };
  const where = translate('app.viewer360.position', {
    row: position.row + 1,
    rows: shape.rowCount,
    frame: position.frame + 1,
    frames: model.perRow,
  });
  const loading = translate('app.viewer360.loading_frames', { loaded: progress.loaded, total: progress.total });

  return (
    <Stack ref={measure} spacing={1} sx={{ width: '100%', maxWidth: WIDTH }}>
      {!ready && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 0 : (100 * progress.loaded) / progress.total}
            aria-label={loading}
          />
          <Typography variant="caption" color="text.secondary">
            {loading}
          </Typography>
        </Box>
      )}
      <Box
        role="slider"
        tabIndex={0}
        aria-label={translate('app.viewer360.spin_label', { stockid })}
        aria-valuemin={1}
        aria-valuemax={model.perRow}
        aria-valuenow={position.frame + 1}
        aria-valuetext={where}
        data-row={position.row}
        data-frame={position.frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          width: display.width,
          height: display.height,
          cursor: 'grab',
          touchAction: 'none',
          userSelect: 'none',
          bgcolor: 'grey.100',
        }}
      >
        <Box
          component="img"
          src={frame.src}
          alt=""
          draggable={false}
          sx={{ display: 'block', width: display.width, height: display.height }}
        />
        {natural &&
          frame.placements.map((placement) => {
            const info = model.hotspots[placement.id];
            if (!info) return null;
            const at = toDisplay(placement, natural, display);
            return (
              <Tooltip key={placement.id} title={<HotspotTip info={info} />} arrow>
                <Box
                  component="button"
                  type="button"
                  data-hotspot={placement.id}
                  aria-label={translate('app.viewer360.hotspot', { id: placement.id })}
                  sx={{
                    position: 'absolute',
                    left: at.x - MARKER / 2,
                    top: at.y - MARKER / 2,
                    width: MARKER,
                    height: MARKER,
                    p: 0,
                    borderRadius: '50%',
                    border: '3px solid white',
                    bgcolor: 'error.main',
                    boxShadow: 2,
                    cursor: 'pointer',
                  }}
                />
              </Tooltip>
            );
          })}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {where}
      </Typography>
    </Stack>
  );
};
