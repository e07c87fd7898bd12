import { Box, Chip, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { categoryFlag, type CategoryCount } from '../../../contract/content/categoryCounts.ts';

/**
 * Beyond the spec: beside a category, its vehicles in the inventory and how many of them the front end shows;
 * a category with no vehicle, or none shown, is flagged (a description the public site cannot illustrate). `flush`:
 * on a line of its own, not after the name.
 */
export const CategoryCountLabel = ({ count, flush }: { count: CategoryCount | undefined; flush?: boolean }) => {
  const translate = useTranslate();
  if (!count) return null;
  const flag = categoryFlag(count);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, ml: flush ? 0 : 1 }}
    >
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.categories.counts.vehicles', { smart_count: count.total })}
        {count.total > 0 ? ` · ${translate('app.categories.counts.shown', { shown: count.shown })}` : ''}
      </Typography>
      {flag ? (
        <Chip
          size="small"
          variant="outlined"
          icon={<WarningIcon color="warning" />}
          // Text in the body colour: MUI's warning orange on white is below 4.5:1.
          sx={{ color: 'text.primary', borderColor: 'warning.main' }}
          label={translate(`app.categories.counts.${flag}`)}
          title={translate(`app.categories.counts.${flag}_help`)}
        />
      ) : null}
    </Box>
  );
};
