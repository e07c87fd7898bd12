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
import { Confirm, useTranslate } from 'react-admin';
import type { HotspotView, Web360Config } from '../../../contract/index.ts';
import { hotspotRows } from './hotspotRows.ts';

interface HotspotTableProps {
  config: Web360Config;
  view: HotspotView;
  busy: boolean;
  onShow: (id: string) => void;
  onPictures: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The hotspots of the current view, with Show (turns the viewer to it), Pictures and Delete (confirmed). */
export const HotspotTable = ({ config, view, busy, onShow, onPictures, onDelete }: HotspotTableProps) => {
  const translate = useTranslate();
  const [toDelete, setToDelete] = useState<string | null>(null);
  const rows = hotspotRows(config, view);
  const viewName = translate(`app.hotspots.views.${view}`);
  const label = translate('app.hotspots.table.label', { view: viewName });

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
                <TableCell>{translate(`app.hotspots.pin_dialog.types.${row.type}`)}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{translate(row.place.key, row.place.values)}</TableCell>
                <TableCell align="right">{row.pictureCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {(
                    [
                      ['show', CenterFocusStrongIcon, () => onShow(row.id)],
                      ['edit_pictures', PhotoLibraryIcon, () => onPictures(row.id)],
                      ['delete', DeleteIcon, () => setToDelete(row.id)],
                    ] as const
                  ).map(([action, Icon, onClick]) => (
                    <Tooltip key={action} title={translate(`app.hotspots.table.${action}`, { id: row.id })}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={translate(`app.hotspots.table.${action}`, { id: row.id })}
                          onClick={onClick}
                          disabled={busy && action !== 'show'}
                        >
                          <Icon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title={translate('app.hotspots.table.delete_title', { id: toDelete ?? '' })}
        content={translate('app.hotspots.table.delete_content', { view: viewName })}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
};
