import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Box, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { Button, SaveButton, SaveContextProvider, SimpleForm, useNotify, useSaveContext, useTranslate, type RaRecord, type SaveHandler } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { faqList } from '../../../contract/content/index.ts';
import { ContentCreate } from '../../custom/content/ContentCreate.tsx';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { EmbeddedFormContent, EmbeddedToolbar } from '../../custom/homePage/EmbeddedForm.tsx';
import { faqDefaults, FaqInputs } from './FaqInputs.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const FAQ_RULES = contentValidator(faqList);
const FORM_SX = { maxWidth: 760 };
// One object: a new record at each render would reset the add form under the admin's hands.
const ADD_RECORD = faqDefaults();
// Like the blog form (spec §5): a field says what is wrong once the admin leaves it (a 36-character title, a bad
// hex colour), not only on Add, then re-checks as the admin types; the save stays blocked while any rule fails.
const VALIDATION_MODE = 'onTouched';

/** Spec §2/§4: the FAQ form is in add mode, or in update mode for one entry. `key` starts a fresh add form. */
export type FaqFormMode = { kind: 'add'; key: number; focus: boolean } | { kind: 'update'; id: string; title: string };

/**
 * Puts the caret in Title when the form opens on the admin's request (an Edit click further down, after an add),
 * and shows the form from its heading: focusing alone would leave the heading under the app bar.
 */
const FocusTitle = ({ when, section }: { when: boolean; section: RefObject<HTMLElement | null> }) => {
    const { setFocus } = useFormContext();
    useEffect(() => {
        if (!when) return;
        setFocus('title');
        section.current?.scrollIntoView({ block: 'start' });
    }, [when, setFocus, section]);
    return null;
};

/**
 * Inside ContentCreate/ContentEdit, around the form: a successful save runs `onSaved` instead of the view's own
 * toast-and-redirect, whether the admin clicked the button or pressed Enter (a SaveButton's own mutationOptions
 * would need a non-submit button). Failures stay the platform's (ContentSaveContext).
 */
const OnSaved = ({ onSaved, children }: { onSaved: (answer: RaRecord) => void; children: ReactNode }) => {
    const context = useSaveContext();
    const { save: parentSave } = context;
    const save = useCallback<SaveHandler<RaRecord>>(async data => parentSave?.(data, { onSuccess: onSaved }), [parentSave, onSaved]);
    const value = useMemo(() => ({ ...context, save }), [context, save]);
    return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

interface FaqFormProps {
    mode: FaqFormMode;
    /** After a successful add or update: the form goes back to an empty add form. */
    onSaved: () => void;
    /** Update mode's Cancel: back to add mode (asking first when there is unsaved input). */
    onCancel: () => void;
    /** Goes inside the form: tells the page whether the form holds unsaved input (useDiscardQuestion). */
    watch: ReactNode;
}

/**
 * The FAQ entry form on /admin/faq (spec §2 "forms with add and update modes"): add mode saves a new entry, update
 * mode the entry chosen in the list. The toast is the server's answer ('Data added successfully', 'Success!'); a 400
 * puts its messages under the fields, a 412 in update mode keeps the input and opens the conflict dialog.
 */
export const FaqForm = ({ mode, onSaved, onCancel, watch }: FaqFormProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const headingId = useId();
    const section = useRef<HTMLElement>(null);
    const saved = (answer: RaRecord) => {
        const message = answerMessageOf(answer) ?? (mode.kind === 'add' ? 'app.content.created' : 'app.content.updated');
        notify(message, { type: 'info', messageArgs: { _: message } });
        void queryClient.invalidateQueries({ queryKey: [faqList.name] });
        onSaved();
    };
    const toolbar = (
        <EmbeddedToolbar>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <SaveButton label={mode.kind === 'add' ? 'resources.faqList.action.add' : 'resources.faqList.action.update'} />
                {mode.kind === 'update' ? (
                    <Button label="resources.faqList.action.cancel_update" onClick={onCancel}>
                        <CloseIcon />
                    </Button>
                ) : null}
            </Box>
        </EmbeddedToolbar>
    );
    const heading =
        mode.kind === 'add' ? translate('resources.faqList.form.add_heading') : translate('resources.faqList.form.update_heading', { title: mode.title });

    return (
        // Scrolled to below the app bar (64 px) when the form opens for an entry.
        <Box component="section" ref={section} aria-labelledby={headingId} sx={{ scrollMarginTop: 72 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                {heading}
            </Typography>
            {mode.kind === 'add' ? (
                <ContentCreate key={mode.key} resource={faqList.name} redirect={false} title={false} record={ADD_RECORD}>
                    <OnSaved onSaved={saved}>
                        <SimpleForm validate={FAQ_RULES} mode={VALIDATION_MODE} toolbar={toolbar} component={EmbeddedFormContent} sx={FORM_SX}>
                            <WarnWhenUnsaved />
                            {watch}
                            <FocusTitle when={mode.focus} section={section} />
                            <FaqInputs />
                        </SimpleForm>
                    </OnSaved>
                </ContentCreate>
            ) : (
                <ContentEdit key={mode.id} resource={faqList.name} id={mode.id} title={false} actions={false} history={false}>
                    <OnSaved onSaved={saved}>
                        <SimpleForm validate={FAQ_RULES} mode={VALIDATION_MODE} toolbar={toolbar} component={EmbeddedFormContent} sx={FORM_SX}>
                            <WarnWhenUnsaved />
                            <ContentFormWatch />
                            {watch}
                            <FocusTitle when section={section} />
                            <FaqInputs />
                        </SimpleForm>
                    </OnSaved>
                </ContentEdit>
            )}
        </Box>
    );
};
