import { Chip, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useRecordContext, useTranslate } from 'react-admin';
import { SPIN_ANGLES } from '../../../contract/index.ts';
import type { Web360Record } from '../../dataProvider/web360.ts';

/** Flags stock ids whose layer counts differ: a multi-row spin needs equal rows (the tooltip says why). */
export const LayerRowsField = () => {
  const record = useRecordContext<Web360Record>();
  const translate = useTranslate();
  if (!record) return null;
  // No frames in any row: nothing to play, which "Equal" would hide.
  if (record.layers['20'] + record.layers['45'] + record.layers['60'] === 0) {
    return (
      <Chip size="small" variant="outlined" color="default" label={translate('resources.webrotate360.rows_none')} />
    );
  }
  // A layer without frames is not "Equal": the view lacks that camera height (the viewer plays the others).
  const missing = SPIN_ANGLES.filter((angle) => record.layers[angle] === 0);
  if (record.equalRows && missing.length > 0) {
    const angles = missing.join('° and ');
    const label = translate(
      missing.length === 1 ? 'resources.webrotate360.rows_missing' : 'resources.webrotate360.rows_missing_many',
      { angles },
    );
    const missingHelp = translate('resources.webrotate360.rows_missing_help', { angles });
    return (
      <Tooltip title={missingHelp}>
        <Chip size="small" variant="outlined" color="warning" label={label} aria-label={`${label}: ${missingHelp}`} />
      </Tooltip>
    );
  }
  if (record.equalRows)
    return <Chip size="small" variant="outlined" label={translate('resources.webrotate360.rows_equal')} />;
  const help = translate('resources.webrotate360.rows_unequal_help');
  return (
    <Tooltip title={help}>
      <Chip
        size="small"
        color="warning"
        icon={<WarningAmberIcon />}
        label={translate('resources.webrotate360.rows_unequal')}
        aria-label={`${translate('resources.webrotate360.rows_unequal')}: ${help}`}
      />
    </Tooltip>
  );
};
