import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CARS_LIST_PATH } from './paths.ts';

/**
 * Placeholder for /admin/cars-list until the vehicle resource lands (its own issue): the
 * route, the menu entry and the empty-state text already match the spec.
 */
export const CarsListPage = () => {
    const translate = useTranslate();
    return (
        <Card sx={{ mt: 2 }}>
            <Title title="app.vehicles.title" />
            <CardContent>
                <Typography variant="body1" color="text.secondary" align="center" sx={{ py: 4 }}>
                    {translate('app.vehicles.empty')}
                </Typography>
            </CardContent>
        </Card>
    );
};

/** Route of the page under the admin basename; menu entries and redirects use it. */
CarsListPage.path = CARS_LIST_PATH;
