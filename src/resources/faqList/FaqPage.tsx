import { useCallback, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PageSeoSection } from '../../custom/seo/PageSeoSection.tsx';
import { useDiscardQuestion } from '../../custom/content/useDiscardQuestion.tsx';
import { FaqEntries, type FaqRecord } from './FaqEntries.tsx';
import { FaqForm, type FaqFormMode } from './FaqForm.tsx';

/**
 * /admin/faq (spec §2 "FAQ list"): the entry form in add or update mode, the entries in their public order with
 * their active switches, and the FAQ page's SEO record. Leaving update mode, or opening another entry, with
 * unsaved input in the form asks first.
 */
export const FaqPage = () => {
    const [mode, setMode] = useState<FaqFormMode>({ kind: 'add', key: 0, focus: false });
    const pending = useRef<FaqFormMode | null>(null);
    const apply = useCallback(() => {
        if (pending.current) setMode(pending.current);
        pending.current = null;
    }, []);
    const { watch, requestClose, question } = useDiscardQuestion(apply);
    const change = (next: FaqFormMode) => {
        pending.current = next;
        requestClose();
    };
    const freshAdd = (focus: boolean) => ({ kind: 'add' as const, key: Date.now(), focus });
    return (
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Title title="resources.faqList.title" />
            <FaqForm
                mode={mode}
                watch={watch}
                // Saved: nothing left to lose, straight back to an empty add form.
                onSaved={() => setMode(freshAdd(true))}
                onCancel={() => change(freshAdd(true))}
            />
            <FaqEntries onEdit={(record: FaqRecord) => change({ kind: 'update', id: record.id, title: record.title })} />
            <PageSeoSection page="faq" />
            {question}
        </Box>
    );
};
