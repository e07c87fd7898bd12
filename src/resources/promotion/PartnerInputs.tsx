import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { partners } from '../../../contract/content/index.ts';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';

/** The server's own rules and messages, run before sending (built once). */
export const PARTNER_RULES = contentValidator(partners);

/**
 * Spec §3 partner fields. `fixed`: the edit dialog, where name and promo code are shown read-only (spec §4: they
 * cannot be edited after creation; the server refuses it too).
 */
export const PartnerInputs = ({ fixed = false }: { fixed?: boolean }) => (
    <>
        <ContentTextInput
            collection={partners}
            source="name"
            resource={PARTNERS_RESOURCE}
            isRequired={!fixed}
            readOnly={fixed}
            helperText={fixed ? 'resources.partners.fixed_help' : undefined}
            fullWidth
            autoComplete="off"
        />
        <ContentTextInput
            collection={partners}
            source="promoCode"
            resource={PARTNERS_RESOURCE}
            isRequired={!fixed}
            readOnly={fixed}
            helperText={fixed ? 'resources.partners.fixed_help' : undefined}
            fullWidth
            autoComplete="off"
        />
        <ContentTextInput collection={partners} source="promoLink" resource={PARTNERS_RESOURCE} isRequired fullWidth autoComplete="off" type="url" />
        <TextInput source="contactNumber" resource={PARTNERS_RESOURCE} isRequired fullWidth autoComplete="off" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <NumberInput source="partnerSaleDiscount" resource={PARTNERS_RESOURCE} fullWidth min={0} step={0.01} />
        <NumberInput source="partnerRentDiscount" resource={PARTNERS_RESOURCE} fullWidth min={0} step={0.01} />
        <ContentTextInput collection={partners} source="rentWeeklyDiscount" resource={PARTNERS_RESOURCE} fullWidth autoComplete="off" />
        <BooleanInput source="isActive" resource={PARTNERS_RESOURCE} />
    </>
);
