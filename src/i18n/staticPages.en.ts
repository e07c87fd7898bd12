/**
 * Texts of the trade-in screen (issue 19), added when its chunk loads. The FAQ list and the finance info pins are
 * generic screens: their words come from their declarations (faqList.ts, financePins.ts).
 */
export const staticPagesMessages = {
  app: {
    trade_in: {
      title: 'Trade in',
    },
  },
};
