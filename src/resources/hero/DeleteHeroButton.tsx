import { DeleteWithConfirmButton, useRecordContext, useTranslate, type RedirectionSideEffect } from 'react-admin';

/**
 * Delete with a confirmation naming the image. Pessimistic: nothing disappears before the server agrees (it
 * refuses a version someone changed meanwhile). The toast is resources.hero.notifications.deleted, the declaration's answer ('Deleted').
 */
export const DeleteHeroButton = ({ redirect = false }: { redirect?: RedirectionSideEffect }) => {
    const record = useRecordContext<{ title?: string }>();
    const translate = useTranslate();
    const title = record?.title?.trim() || translate('app.hero_images.untitled');
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={redirect}
            confirmTitle="app.hero_images.delete_title"
            confirmContent="app.hero_images.delete_content"
            translateOptions={{ title }}
        />
    );
};
