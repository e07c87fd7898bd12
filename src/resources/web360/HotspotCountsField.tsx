import { useRecordContext, useTranslate } from 'react-admin';
import type { Web360Record } from '../../dataProvider/web360.ts';

/** Exterior and interior hotspot counts of a row. */
export const HotspotCountsField = () => {
  const record = useRecordContext<Web360Record>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate('resources.webrotate360.hotspot_counts', {
        exterior: record.exteriorHotspotCount,
        interior: record.interiorHotspotCount,
      })}
    </>
  );
};
