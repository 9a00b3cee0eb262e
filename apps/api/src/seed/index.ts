import type { Db } from '../db/client';
import { takeLocks } from '../db/locks';
import { shopSettings } from '../db/schema';
import type { FileStorage } from '../files';
import { insertDemoAgents } from './agents';
import { insertDemoBookings } from './booking';
import { buildCatalogue, insertCatalogue } from './catalogue';
import { insertArticles, insertBanners, insertShopSettings } from './content';
import { buildDeals, insertDeals } from './deals';
import { insertDemoNotifications } from './notifications';
import { insertDemoAccounts, insertReferenceData } from './people';
import { createRandom } from './random';
import { drawReviewPictures, insertDemoReviews, reviewPlanOf } from './reviews';
import { insertDemoStaff } from './staff';
import { insertStores } from './stores';
import { insertDemoVouchers, insertVoucherProducts } from './vouchers';
import { insertDemoWallets } from './wallets';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './people';
export { SHOP } from './shop';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff';

export type SeedOptions = {
  /** The clock the demo data is relative to (created dates, the flash deal's end). */
  now?: Date;
  log?: (msg: string) => void;
};

/**
 * Fills an empty database with the demo shop. Runs in one transaction, so a failure leaves nothing behind,
 * and does nothing when the shop is already seeded (its shop_settings row exists). Concurrent callers (two
 * server instances starting together) queue on an advisory lock, and the second one then finds the shop
 * seeded.
 */
export async function seedDemoShop(
  db: Db,
  storage: FileStorage,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const ms = () => `${Math.round(performance.now() - started)} ms`;

  return db.transaction(async (tx) => {
    await takeLocks(tx, [['seed', 0]]);
    const existing = await tx.select({ id: shopSettings.id }).from(shopSettings).limit(1);
    if (existing.length > 0) {
      // Wallets came later than the shop: a shop seeded before them gets them once (a no-op after that).
      await insertDemoWallets(tx);
      await insertVoucherProducts(tx, storage, now);
      await insertDemoVouchers(tx, now);
      // Likewise the salons' schedule and appointments, relative to this start's clock, then the reviews
      // of what was bought and visited (the catalogue, rebuilt, says how many each product gets).
      await insertDemoBookings(tx, now);
      const plan = reviewPlanOf(buildCatalogue(createRandom('catalogue'), now));
      await insertDemoReviews(tx, storage, now, plan, () => drawReviewPictures(plan));
      // Then the partners' teams, whose orders earn cash-back (and Tan Mei Ling's, once reviews gave her some).
      await insertDemoAgents(tx, now);
      // And the demo accounts' inboxes, of all of the above.
      await insertDemoNotifications(tx, now);
      // And the back office's staff, which came after all of them.
      await insertDemoStaff(tx);
      log('Demo shop already seeded; nothing to do.');
      return { seeded: false };
    }

    const ref = await insertReferenceData(tx);
    const catalogue = buildCatalogue(createRandom('catalogue'), now);
    const reviewPlan = reviewPlanOf(catalogue);
    // Drawn on sharp's threads while the rows go in.
    const reviewPictures = drawReviewPictures(reviewPlan);
    const { productIds } = await insertCatalogue(tx, storage, catalogue);
    log(`Catalogue: ${catalogue.products.length} products, ${catalogue.brands.length} brands (${ms()})`);

    const seedDeals = buildDeals(createRandom('deals'), catalogue, now);
    await insertDeals(tx, storage, seedDeals, productIds);
    const articleIds = await insertArticles(tx, storage, now);
    await insertBanners(tx, storage, catalogue, productIds, articleIds);
    log(`Deals, articles and banners (${ms()})`);

    const sg = ref.countryIds.get('SG');
    if (sg === undefined) throw new Error('Country SG is missing');
    await insertStores(tx, storage, sg);
    await insertDemoAccounts(tx, now, ref);
    await insertDemoWallets(tx);
    await insertVoucherProducts(tx, storage, now);
    await insertDemoVouchers(tx, now);
    await insertShopSettings(tx);
    // After the settings: appointments hold the shop's buffer after them.
    await insertDemoBookings(tx, now);
    await insertDemoStaff(tx);
    log(`Salons, accounts, staff and appointments (${ms()})`);
    // After the appointments: their visits are reviewed too.
    const reviews = await insertDemoReviews(tx, storage, now, reviewPlan, () => reviewPictures);
    log(`Reviews: ${reviews.productReviews} of products, ${reviews.storeReviews} of salon visits (${ms()})`);
    // After the reviews: Tan Mei Ling's orders, written there, earn her partner's cash-back too.
    const agents = await insertDemoAgents(tx, now);
    log(`Partner teams: ${agents.members} members, ${agents.orders} orders (${ms()})`);
    // Last: the demo accounts' inboxes tell of their orders, appointments, vouchers and points above.
    const notices = await insertDemoNotifications(tx, now);
    log(`Notifications: ${notices} in the demo accounts' inboxes (${ms()})`);
    log(`Demo shop seeded in ${ms()}`);
    return { seeded: true };
  });
}
