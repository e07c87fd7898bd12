import { Chip, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';

interface Count {
    /** i18n key of what is counted. */
    label: string;
    value: number;
}

/** Small labelled counts; the label is the tooltip and part of the accessible name. */
const CountChips = ({ counts }: { counts: Count[] }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={0.5}>
            {counts.map(({ label, value }) => {
                const name = translate(label);
                return (
                    <Tooltip key={label} title={name}>
                        <Chip size="small" variant="outlined" label={value} aria-label={`${name}: ${value}`} />
                    </Tooltip>
                );
            })}
        </Stack>
    );
};

export const pinCounts = (record: VehicleRecord): Count[] => [
    { label: 'resources.vehicles.pins.damage', value: record.vehiclePinCount.damageCount },
    { label: 'resources.vehicles.pins.feature', value: record.vehiclePinCount.featureCount },
    { label: 'resources.vehicles.pins.installed_feature', value: record.vehiclePinCount.instFeatureCount },
];

export const featureCounts = (record: VehicleRecord): Count[] => [
    { label: 'resources.vehicles.features.installed', value: record.featureCounts.features },
    { label: 'resources.vehicles.features.possible', value: record.featureCounts.possibleFeatures },
    { label: 'resources.vehicles.features.installed_possible', value: record.featureCounts.installedPossibleFeatures },
];

/** Column 12 (composite, not sortable): damage, feature and installed-feature pins. */
export const VehiclePinsField = () => {
    const record = useRecordContext<VehicleRecord>();
    return record ? <CountChips counts={pinCounts(record)} /> : null;
};

/** Column 13 (composite, not sortable): installed, possible and confirmed-installed features. */
export const VehicleFeaturesField = () => {
    const record = useRecordContext<VehicleRecord>();
    return record ? <CountChips counts={featureCounts(record)} /> : null;
};
