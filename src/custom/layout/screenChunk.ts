import { addScreenMessages } from '../../i18n/index.ts';
import { chunkLoader, type ChunkLoader } from './chunkLoader.ts';

/**
 * A screen's chunk together with its texts: both download on the first visit and the texts are in the phrase table
 * before the screen renders. Keeps every content screen's texts out of the initial JS (budget 330 kB gzip).
 */
export const screenChunk = <M>(importScreen: () => Promise<M>, importTexts: () => Promise<object>): ChunkLoader<M> =>
  chunkLoader(async () => {
    const [screen, texts] = await Promise.all([importScreen(), importTexts()]);
    await addScreenMessages(texts);
    return screen;
  });
