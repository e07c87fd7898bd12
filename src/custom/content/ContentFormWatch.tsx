import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { EditContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ContentValues } from './contentValues.ts';

/** What an edit view asks of its form from outside it (the History panel sits under the form, not in it). */
interface ContentFormProbe {
    /** The admin has input the record does not have. */
    isDirty: () => boolean;
    values: () => ContentValues;
}

interface ContentEditState {
    form: RefObject<ContentFormProbe | null>;
    /** The conflict dialog: the server's message, their version beside the admin's input. */
    openConflict: (message: string, attempted: ContentValues) => void;
}

const ContentEditStateContext = createContext<ContentEditState | null>(null);

/** Around a ContentEdit's form and History panel (ContentEdit does it). */
export const ContentEditStateProvider = ({ openConflict, children }: { openConflict: ContentEditState['openConflict']; children: ReactNode }) => {
    const form = useRef<ContentFormProbe | null>(null);
    const value = useMemo(() => ({ form, openConflict }), [openConflict]);
    return <ContentEditStateContext.Provider value={value}>{children}</ContentEditStateContext.Provider>;
};

/**
 * Goes inside the form of a ContentEdit (`<SimpleForm><ContentFormWatch />…`), where react-hook-form's state is:
 * it tells the edit view whether the admin has unsaved input when the record moves on outside a save of this form
 * (a History restore refused because someone saved meanwhile).
 */
export const ContentFormWatch = () => {
    const state = useContext(ContentEditStateContext);
    const { getValues } = useFormContext();
    const { dirtyFields } = useFormState();
    // Read when asked, after this render: a ref, so the probe need not be registered again at each keystroke.
    const dirty = useRef(false);
    dirty.current = Object.keys(dirtyFields).length > 0;
    useEffect(() => {
        if (!state) return;
        const probe: ContentFormProbe = { isDirty: () => dirty.current, values: () => getValues() };
        state.form.current = probe;
        return () => {
            if (state.form.current === probe) state.form.current = null;
        };
    }, [state, getValues]);
    return null;
};

/**
 * The record of the edit view moved on without this form saving it (a restore refused with 412: someone saved
 * meanwhile). Without unsaved input the record is read again, so the form, its version and the History's
 * 'current' follow the server; with unsaved input the conflict dialog asks first and keeps the input. A form
 * without ContentFormWatch cannot say: it is reloaded, as the restore the admin confirmed would have done
 * ('Unsaved input in the form above is replaced'). Outside a ContentEdit it does nothing.
 */
export const useRecordMovedOn = () => {
    const state = useContext(ContentEditStateContext);
    const edit = useContext(EditContext);
    const refetch = edit?.refetch;
    return useCallback(
        (message: string) => {
            if (!state || !refetch) return;
            const form = state.form.current;
            if (form?.isDirty()) state.openConflict(message, form.values());
            else void refetch();
        },
        [state, refetch],
    );
};
