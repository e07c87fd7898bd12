import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import type { PlannedScreenEntry } from './plannedScreens.ts';

/**
 * The page of a spec route whose screen a later issue builds: it says so plainly and what the screen will do.
 * Deliberately no form, not even a disabled one: nothing here can be mistaken for a working screen.
 */
export const PlannedScreen = ({ screen }: { screen: PlannedScreenEntry }) => {
    const translate = useTranslate();
    const basename = useBasename();
    const title = translate(screen.title);
    return (
        <Card sx={{ mt: 2, maxWidth: 760 }}>
            <Title title={title} />
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {title}
                </Typography>
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('app.planned.notice', { issue: screen.issue })}
                </Alert>
                <Typography variant="subtitle1" component="h2">
                    {translate('app.planned.will_do')}
                </Typography>
                <Typography variant="body1" sx={{ mb: 1 }}>
                    {translate(screen.purpose)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.planned.route', { path: `${basename}${screen.path}` })}
                </Typography>
            </CardContent>
        </Card>
    );
};
