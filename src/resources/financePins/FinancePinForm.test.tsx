import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { addScreenMessages } from '../../i18n/index.ts';
import { staticPagesMessages } from '../../i18n/staticPages.en.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { FinancePinForm, type FinancePinRecord } from './FinancePinForm.tsx';

const pin: FinancePinRecord = { id: 'buy-2', number: 2, page: 'buy', description: 'Low monthly payments.', version: 1 };

beforeAll(async () => {
    await addScreenMessages(staticPagesMessages);
});

const renderPin = () => {
    const update = vi.fn(async (_resource: string, params: { data: unknown }) => ({ data: { ...pin, ...(params.data as object), version: 2 } }));
    render(
        <TestAdmin dataProvider={testDataProvider({ update } as never)}>
            <FinancePinForm pin={pin} pageLabel="Buy" onReload={vi.fn()} />
        </TestAdmin>,
    );
    return { update, save: () => screen.getByRole('button', { name: 'Save pin 2 of the Buy page' }), text: () => screen.getByRole('textbox', { name: /^Pin 2/ }) };
};

describe('a finance pin form', () => {
    it('keeps Save disabled until the description changes', async () => {
        const { save, text } = renderPin();
        await waitFor(() => expect(text()).toHaveValue('Low monthly payments.'));
        expect(save()).toBeDisabled();
        await userEvent.type(text(), ' Today.');
        await waitFor(() => expect(save()).toBeEnabled());
    });

    it('says an emptied description is required once the admin leaves it, before any Save', async () => {
        const { update, text } = renderPin();
        await waitFor(() => expect(text()).toHaveValue('Low monthly payments.'));
        await userEvent.clear(text());
        await userEvent.tab();
        expect(await screen.findByText('Description is required')).toBeInTheDocument();
        expect(update).not.toHaveBeenCalled();
    });
});
