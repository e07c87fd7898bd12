import type { MouseEvent } from 'react';
import { IconButton } from '@mui/material';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useExpanded, useRecordContext, useTranslate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';

/**
 * Opens the row's detail panel like the table's own expand arrow (same store entry), but as a
 * real, focusable, named button: react-admin hides its arrow from keyboards and screen readers.
 */
export const ExpandDetailsButton = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded(VEHICLES_RESOURCE, record?.id ?? '');
  if (!record) return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    toggle();
  };
  return (
    <IconButton
      size="small"
      aria-expanded={expanded}
      aria-controls={`${VEHICLES_RESOURCE}-${record.id}-expand`}
      aria-label={translate(
        expanded ? 'resources.vehicles.action.hide_details' : 'resources.vehicles.action.show_details',
        { stockid: record.stockid },
      )}
      onClick={onClick}
    >
      {expanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
};
