import type { MouseEvent } from 'react';
import { IconButton } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useBasename, useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { vehicleDetailUrl } from './paths.ts';

// The row's own click opens the detail in this tab; the link must not trigger it as well.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** Column 15 (not sortable): a real link, so middle-click and "copy link" work too. */
export const OpenInNewTabButton = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  return (
    <IconButton
      component="a"
      href={vehicleDetailUrl(basename, record.stockid)}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      aria-label={translate('resources.vehicles.action.open_new_tab', { stockid: record.stockid })}
      onClick={stopRowClick}
    >
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
};
