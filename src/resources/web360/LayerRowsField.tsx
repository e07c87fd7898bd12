import { Chip, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useRecordContext, useTranslate } from 'react-admin';
import { SPIN_ANGLES } from '../../../contract/index.ts';
import type { Web360Record } from '../../dataProvider/web360.ts';

const T = 'resources.webrotate360';

/** Flags stock ids whose layer counts differ: a multi-row spin needs equal rows (the tooltip says why). */
export const LayerRowsField = () => {
  const record = useRecordContext<Web360Record>();
  const translate = useTranslate();
  if (!record) return null;
  // No frames in any row: nothing to play, which "Equal" would hide.
  if (SPIN_ANGLES.every((angle) => record.layers[angle] === 0)) {
    return <Chip size="small" variant="outlined" color="default" label={translate(`${T}.rows_none`)} />;
  }
  // A layer without frames is not "Equal": the view lacks that camera height (the viewer plays the others).
  const missing = SPIN_ANGLES.filter((angle) => record.layers[angle] === 0);
  if (record.equalRows && missing.length === 0) {
    return <Chip size="small" variant="outlined" label={translate(`${T}.rows_equal`)} />;
  }
  const angles = missing.join('° and ');
  const [label, help] = record.equalRows
    ? [
        translate(`${T}.rows_missing${missing.length === 1 ? '' : '_many'}`, { angles }),
        translate(`${T}.rows_missing_help`, { angles }),
      ]
    : [translate(`${T}.rows_unequal`), translate(`${T}.rows_unequal_help`)];
  return (
    <Tooltip title={help}>
      <Chip
        size="small"
        variant={record.equalRows ? 'outlined' : 'filled'}
        color="warning"
        icon={record.equalRows ? undefined : <WarningAmberIcon />}
        label={label}
        aria-label={`${label}: ${help}`}
      />
    </Tooltip>
  );
};
