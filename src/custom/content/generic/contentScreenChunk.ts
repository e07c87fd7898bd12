import { mergeTranslations } from 'react-admin';
import { addDefaultMessages } from '../../../i18n/index.ts';
import { screenChunk } from '../../layout/screenChunk.ts';

/**
 * A custom screen built from the generic parts (issue 24: a page holding a collection beside other sections): its
 * chunk loads with the declarations' labels (react-admin's `resources.<name>.fields.*`), the generic phrases and the
 * screen's own texts, as the generic screens' chunk does (contentRoutes.tsx).
 */
export const contentScreenChunk = <M>(importScreen: () => Promise<M>, importTexts?: () => Promise<object>) =>
    screenChunk(
        async () => {
            const [screen, { collections }, { labelMessagesOf }] = await Promise.all([
                importScreen(),
                import('../../../../contract/content/index.ts'),
                import('./contentLabels.ts'),
            ]);
            await addDefaultMessages(labelMessagesOf(collections));
            return screen;
        },
        async () => {
            const [{ contentGenericMessages }, own] = await Promise.all([import('../../../i18n/contentGeneric.en.ts'), importTexts ? importTexts() : {}]);
            return mergeTranslations(contentGenericMessages, own) as object;
        },
    );
