import { useState } from 'react';
import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useTranslate } from 'react-admin';
import { CancelFirstConfirm } from '../content/CancelFirstConfirm.tsx';
import type { HotspotView } from '../../../contract/index.ts';
import { PIN_TYPE_LABELS } from '../pins/pinTypeRules.ts';
import { findHotspot, hotspotName, hotspotRows } from './hotspotRows.ts';
import { useHotspotSession } from './hotspotSession.ts';

/** A saved hotspot deleted is gone from the server at once: the table and the exterior editor ask first. */
export const useDeleteQuestion = (view: HotspotView, onDelete: (id: string) => void) => {
  const translate = useTranslate();
  const { config } = useHotspotSession();
  const [ids, setIds] = useState<string[]>([]);
  const nameOf = (id: string) => {
    const hotspot = findHotspot(config, view, id);
    return hotspot ? hotspotName(hotspot) : id;
  };
  const question = (
    <CancelFirstConfirm
      isOpen={ids.length > 0}
      title="app.hotspots.table.delete_title"
      titleTranslateOptions={{ id: ids.map(nameOf).join(', ') }}
      content={translate('app.hotspots.table.delete_content', { view: translate(`app.hotspots.views.${view}`) })}
      confirmColor="error"
      onConfirm={() => {
        ids.forEach((id) => onDelete(id));
        setIds([]);
      }}
      onClose={() => setIds([])}
    />
  );
  return { ask: setIds, question };
};

/** The hotspots of the current view, with Show (turns the viewer to it), Pictures and Delete (confirmed). */
export const HotspotTable = ({ onShow, onPictures }: Record<'onShow' | 'onPictures', (id: string) => void>) => {
  const translate = useTranslate();
  const { config, view, busy, remove } = useHotspotSession();
  const deletion = useDeleteQuestion(view, remove);
  const rows = hotspotRows(config, view);
  const label = translate('app.hotspots.table.label', { view: translate(`app.hotspots.views.${view}`) });

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {label}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.hotspots.table.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.hotspots.table.id')}</TableCell>
              <TableCell>{translate('app.hotspots.table.type')}</TableCell>
              <TableCell>{translate('app.hotspots.table.title')}</TableCell>
              <TableCell>{translate('app.hotspots.table.place')}</TableCell>
              <TableCell align="right">{translate('app.hotspots.table.pictures')}</TableCell>
              <TableCell align="right">{translate('app.hotspots.table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-hotspot-id={row.id}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{translate(PIN_TYPE_LABELS[row.type])}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{translate(row.place.key, row.place.values)}</TableCell>
                <TableCell align="right">{row.pictureCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {(
                    [
                      ['show', CenterFocusStrongIcon, () => onShow(row.id)],
                      ['edit_pictures', PhotoLibraryIcon, () => onPictures(row.id)],
                      ['delete', DeleteIcon, () => deletion.ask([row.id])],
                    ] as const
                  ).map(([action, Icon, onClick]) => {
                    const label = translate(`app.hotspots.table.${action}`, { id: hotspotName(row) });
                    return (
                      <Tooltip key={action} title={label}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={label}
                            onClick={onClick}
                            disabled={busy && action !== 'show'}
                          >
                            <Icon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    );
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {deletion.question}
    </Stack>
  );
};
