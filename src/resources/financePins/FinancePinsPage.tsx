import { useId } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { FINANCE_PIN_PAGES, financePins, type FinancePinPage } from '../../../contract/content/index.ts';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { PageSeoSection } from '../../custom/seo/PageSeoSection.tsx';
import { FinancePinForm, type FinancePinRecord } from './FinancePinForm.tsx';

// Every pin (a fresh install has nine), in stored order: by page, then number.
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'position', order: 'ASC' as const }, filter: {} };
const pageKey = (page: string) => page.replace(/\s+/g, '-');

const PinPage = ({ page, pins, onReload }: { page: FinancePinPage; pins: FinancePinRecord[]; onReload: () => void }) => {
    const translate = useTranslate();
    const headingId = useId();
    const pageLabel = translate(`resources.financePins.pages.${pageKey(page)}`);
    return (
        <Card component="section" aria-labelledby={headingId} variant="outlined">
            <CardContent>
                <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
                    {translate('resources.financePins.page_heading', { page: pageLabel })}
                </Typography>
                <Stack spacing={2}>
                    {pins.map(pin => (
                        <FinancePinForm key={pin.id} pin={pin} pageLabel={pageLabel} onReload={onReload} />
                    ))}
                </Stack>
            </CardContent>
        </Card>
    );
};

/**
 * /admin/finance-info-pins (spec §2): the pins of each finance page, edited in place (no add, no delete: the pins
 * come with the site, contract/content/financePins.ts), then the finance page's SEO record.
 */
export const FinancePinsPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const { data, error, isPending, refetch } = useGetList<FinancePinRecord>(financePins.name, ALL, {
        // Spec §8: list loads use info severity.
        onError: failure => notify(failureMessageOf(failure), { type: 'info', messageArgs: { _: failureMessageOf(failure) } }),
        // A focus must not reset a pin the admin is typing in.
        refetchOnWindowFocus: false,
    });
    const name = translate('resources.financePins.name', { smart_count: 2 }).toLocaleLowerCase();
    return (
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Title title="resources.financePins.title" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 2 }}>
                {translate('resources.financePins.help')}
            </Typography>
            {isPending ? (
                <Loading />
            ) : error ? (
                <Alert severity="info">{translate('app.content.list_failed', { name, message: failureMessageOf(error) })}</Alert>
            ) : data.length === 0 ? (
                <Typography variant="body2">{translate('resources.financePins.empty')}</Typography>
            ) : (
                <Stack spacing={2}>
                    {FINANCE_PIN_PAGES.map(page => {
                        const pins = data.filter(pin => pin.page === page);
                        return pins.length ? <PinPage key={page} page={page} pins={pins} onReload={() => void refetch()} /> : null;
                    })}
                </Stack>
            )}
            <PageSeoSection page="finance" />
        </Box>
    );
};
