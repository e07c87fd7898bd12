import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { presentCards, readAlerts, readCards, readInventorySettings, writeAlerts } from './store.ts';

/** The cars list filtered to the vehicles shown on the front end: what an admin opens to restock a card. */
export const carsListLink = (publicUrl: string) => `${publicUrl}/admin/cars-list`;

export function lowStockMail(card: { carBody: string; carCount: number }, threshold: number, publicUrl: string) {
  const vehicles = (n: number) => `${n} vehicle${n === 1 ? '' : 's'}`;
  return {
    subject: `Low stock: ${card.carBody} has ${vehicles(card.carCount)} on the website (threshold ${threshold})`,
    text: [
      `The body-type card "${card.carBody}" now has ${vehicles(card.carCount)} shown on the website, below the inventory threshold of ${threshold}.`,
      '',
      `Open the cars list to show more vehicles on the website: ${carsListLink(publicUrl)}`,
      '',
      'You get this mail once each time the card falls below the threshold; it is sent again only after the card has recovered.',
    ].join('\n'),
  };
}

/**
 * After a sync: each card whose carCount is below the threshold and was not at the previous check sends one mail;
 * a card at or above the threshold leaves the set, so a later fall mails again. Threshold 0 never mails. The set is saved after the mails, so a failed send is retried at the next sync.
 */
export async function checkLowStock(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const db = ctx.database;
  const settings = await readInventorySettings(db);
  const cards = await presentCards(db, (await readCards(db)).cards);
  const before = await readAlerts(db);
  const below = new Set<string>();
  let sent = 0;
  for (const card of cards) {
    if (card.carCount >= settings.inventoryThreshold) continue;
    // Without an address nothing is sent nor remembered: the first sync after one is set mails the cards below.
    if (!settings.notificationEmail) continue;
    if (before.has(card._id)) {
      below.add(card._id);
      continue;
    }
    try {
      await ctx.mailer.send({
        to: settings.notificationEmail,
        ...lowStockMail(card, settings.inventoryThreshold, ctx.config.publicUrl),
      });
      below.add(card._id);
      sent++;
    } catch (err) {
      log.warn(
        { err: String(err), card: card.carBody },
        'low-stock mail could not be sent; it is retried after the next sync',
      );
    }
  }
  const same = below.size === before.size && [...below].every((id) => before.has(id));
  if (!same) await writeAlerts(db, below, ctx.clock.now());
  if (sent) log.info({ sent, threshold: settings.inventoryThreshold }, 'low-stock mails sent');
  return sent;
}
