import type { MouseEvent } from 'react';
import { useBasename, useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';
import { vehicleDetailUrl } from './paths.ts';

/**
 * A plain click goes on to the row, whose click opens the vehicle inside the app; with Ctrl, ⌘, Shift or Alt it is
 * the browser's (new tab, new window) and the row must not navigate as well.
 */
const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) event.stopPropagation();
  else event.preventDefault();
};

/**
 * Column 1: the stock id as a link to the vehicle, so keyboards (Tab, Enter) open it as a row click does. A plain
 * anchor rather than a router link, which would subscribe every row to the location; the row already navigates.
 */
export const VehicleStockIdLink = () => {
  const record = useRecordContext<VehicleRecord>();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <a
      href={vehicleDetailUrl(basename, record.stockid)}
      className={cellClasses.link}
      title={translate('resources.vehicles.action.open', { stockid: record.stockid })}
      onClick={onClick}
    >
      {record.stockid}
    </a>
  );
};
