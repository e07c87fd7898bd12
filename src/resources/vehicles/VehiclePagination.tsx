import { Box, MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { VEHICLE_PAGE_SIZES } from '../../../contract/index.ts';

const SIZES = [...VEHICLE_PAGE_SIZES];

/**
 * Pages of 20/50/100/200 (spec §9); none after a failed load. Below md react-admin's pager drops its rows-per-page
 * choice: the size is offered beside it, so a phone can still show 200 vehicles.
 */
export const VehiclePagination = () => {
  const { error, perPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (error) return null;
  if (!narrow) return <Pagination rowsPerPageOptions={SIZES} />;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', columnGap: 1, px: 1 }}
    >
      <TextField
        select
        size="small"
        label={translate('ra.navigation.page_rows_per_page').replace(/:\s*$/, '')}
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        fullWidth={false}
        sx={{ width: 136, my: 1 }}
      >
        {SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Pagination rowsPerPageOptions={SIZES} />
    </Box>
  );
};
