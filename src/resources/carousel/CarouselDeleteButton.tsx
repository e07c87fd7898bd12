import type { MouseEvent } from 'react';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { ConfirmDeleteButton, type DeleteToast } from '../../custom/content/ConfirmDeleteButton.tsx';
import { CAROUSEL_RESOURCE } from './paths.ts';
import type { CarouselCardRecord } from './types.ts';

/**
 * Once the card has left the list (it is read again after the deletion), the focus goes to the next card's handle,
 * else the previous one's, else Add category, unless the admin has put it somewhere meanwhile.
 */
/** Where each Delete button's card stood when its question opened: by the answer the card may already be gone. */
const places = new WeakMap<HTMLElement, { listLabel: string | null; index: number }>();
const rememberPlace = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    const item = button?.closest('li');
    const list = item?.parentElement;
    if (button && item && list) places.set(button, { listLabel: list.getAttribute('aria-label'), index: Array.prototype.indexOf.call(list.children, item) });
};

const focusAfterCardRemoval = (deleted: HTMLElement | null) => {
    const place = deleted ? places.get(deleted) : undefined;
    if (!deleted || !place) return;
    const doc = deleted.ownerDocument;
    // Found when focusing, not now: the list is read again after the deletion and renders anew.
    const target = () => {
        const list = place.listLabel ? doc.querySelector(`ul[aria-label="${CSS.escape(place.listLabel)}"]`) : null;
        const neighbour = list?.children[place.index] ?? list?.children[place.index - 1];
        return neighbour?.querySelector<HTMLElement>('button') ?? doc.getElementById('carousel-add-button');
    };
    const started = Date.now();
    const settle = () => {
        const active = doc.activeElement;
        // The question is still closing (its focus inside it), or the focus fell to the page or the gone button.
        const closing = active?.closest('[role="dialog"]') != null;
        const parked = !active || active === doc.body || active === deleted;
        if (!parked && !closing) return;
        if ((closing || deleted.isConnected) && Date.now() - started < 10_000) {
            setTimeout(settle, 100);
            return;
        }
        target()?.focus();
    };
    settle();
};

/** The server's answer is the toast ('Data deleted successfully'). */
const toastOf = (answer: CarouselCardRecord | undefined): DeleteToast => {
    const message = answerMessageOf(answer) ?? 'app.notifications.deleted_title';
    return { message, options: { type: 'info', messageArgs: { _: message } } };
};

/**
 * Delete a card after a question (see ConfirmDeleteButton). Its sub-categories go with it; its history is kept.
 * The cards are not a table: the focus goes to a neighbour card (focusAfterCardRemoval).
 */
export const CarouselDeleteButton = ({ record }: { record: CarouselCardRecord }) => (
    // Its place is remembered as the question opens (a click or Enter on Delete).
    <span onClickCapture={rememberPlace}>
        <ConfirmDeleteButton
            resource={CAROUSEL_RESOURCE}
            record={record}
            look="labelled"
            name="app.carousel.delete_named"
            confirmTitle="app.carousel.delete_title"
            confirmContent="app.carousel.delete_content"
            translateOptions={{ title: record.title }}
            toastOf={toastOf}
            focusAfter={focusAfterCardRemoval}
        />
    </span>
);
