import { menuItems } from '../../../contract/content/index.ts';

/**
 * Spec §8: "menu add shows the status as an error toast if it is not 'success'; menu delete expects status
 * 'deleted'". The statuses come from the collection's declaration, which the server answers with.
 */
export const ADD_SUCCESS_STATUS = menuItems.answers.created.status;
export const DELETE_SUCCESS_STATUS = menuItems.answers.deleted.status;

interface WriteAnswer {
    status?: unknown;
    message?: unknown;
}

export type AnswerOutcome = { ok: true } | { ok: false; toast: string };

/** What a write answered, read as the spec's console reads it: the expected status, or a text to toast as an error. */
const outcomeOf = (answer: WriteAnswer | undefined, expected: string): AnswerOutcome => {
    const status = answer?.status;
    if (status === expected) return { ok: true };
    // The status is what the spec shows; an answer without one falls back to its message, else the spec's fallback.
    if (typeof status === 'string' && status !== '') return { ok: false, toast: status };
    if (typeof answer?.message === 'string' && answer.message !== '') return { ok: false, toast: answer.message };
    return { ok: false, toast: 'app.errors.fallback' };
};

export const addOutcome = (answer: WriteAnswer | undefined) => outcomeOf(answer, ADD_SUCCESS_STATUS);
export const deleteOutcome = (answer: WriteAnswer | undefined) => outcomeOf(answer, DELETE_SUCCESS_STATUS);
