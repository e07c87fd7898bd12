import { useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';

/** Column 11 (not sortable): the first picture and the count, as plain markup styled by the table (listTableStyles.ts). */
export const VehiclePicturesField = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const [first] = record.picturesUrl;
  const count = record.pictureCount ?? record.picturesUrl.length;
  return (
    <div className={cellClasses.pictures}>
      {first ? (
        <img
          className={cellClasses.thumbnail}
          src={first.picture}
          alt={translate('resources.vehicles.pictures.thumbnail', { number: 1, stockid: record.stockid })}
          loading="lazy"
        />
      ) : null}
      <p
        className={cellClasses.pictureCount}
        title={translate('resources.vehicles.pictures.count', { smart_count: count })}
      >
        {count}
      </p>
    </div>
  );
};
