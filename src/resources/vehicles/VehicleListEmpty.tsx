import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §2 empty state, word for word. */
export const VehicleListEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body1" color="text.secondary" align="center" sx={{ py: 4 }}>
            {translate('app.vehicles.empty')}
        </Typography>
    );
};
