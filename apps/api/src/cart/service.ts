import type { AddRefusal, Cart, CartFlag, Language } from '@beauty/shared';
import { assertPurchasable, purchaseRefusal } from '../catalogue';
import type { Db, Tx } from '../db/client';
import { takeLocks } from '../db/locks';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { assertVoucherRegion, inVoucherRegion } from '../wallet';
import { buildCart, priceFor } from './lines';
import {
  addToLine,
  type CartLineRow,
  checkAllLines,
  countLines,
  deleteLines,
  lockCartWithProduct,
  type PurchaseProductRow,
  selectCartAnswer,
  selectCartLines,
  selectLineByVariation,
  selectLinesByVariations,
  selectOwnLine,
  selectPurchaseProduct,
  selectPurchaseProducts,
  updateLine,
} from './queries';

/** What the cart answers need besides the database: the days after delivery before earned points settle. */
export type CartContext = { db: Db; language: Language; member: Member; orderCompletedDay: number };

/**
 * The member's cart as the cart page shows it (or, with `checkedOnly`, the checkout lines for the shipping
 * page). One prepared statement whatever the cart holds: lines, checkout choices, points balance and rate.
 */
export async function readCart(ctx: CartContext, checkedOnly = false): Promise<Cart> {
  const { db, member } = ctx;
  const answer = await selectCartAnswer(db, ctx.language, member.userId);
  return buildCart({
    rows: answer.lines,
    viewer: member,
    pointsRequested: answer.points_to_redeem,
    pointsAvailable: answer.available,
    pointRate: answer.point_rate,
    orderCompletedDay: ctx.orderCompletedDay,
    checkedOnly,
  });
}

/**
 * Serialises every change of one member's cart and checkout until the transaction ends: two edits, or a
 * double-clicked place-order, queue instead of racing. It comes before the points lock (db/locks.ts).
 */
export async function lockCart(tx: Tx, userId: number): Promise<void> {
  await takeLocks(tx, [['cart', userId]]);
}

/** The cart lock, then the points lock (wallet/ledger.ts lockPoints), in one round trip. */
export async function lockCartAndPoints(tx: Tx, userId: number): Promise<void> {
  await takeLocks(tx, [
    ['cart', userId],
    ['points', userId],
  ]);
}

/**
 * The member's cart lines as rows (newest first; `checkedOnly`: the checkout lines), for checkout to price and
 * turn into an order with buildCart and toCartItem. Inside a transaction, read after lockCart.
 */
export function cartLines(
  db: Db | Tx,
  language: Language,
  userId: number,
  checkedOnly = false,
): Promise<CartLineRow[]> {
  return selectCartLines(db, language, userId, checkedOnly);
}

type Variation = {
  id: number;
  active: boolean;
  stock: number;
  unit_price_cents: number;
  discounted_price_cents: number | null;
  agent_price_cents: number | null;
};

const variationsOf = (product: PurchaseProductRow): Variation[] =>
  product.variations.map(([id, active, stock, unit, discounted, agent]) => ({
    id,
    active,
    stock,
    unit_price_cents: unit,
    discounted_price_cents: discounted,
    agent_price_cents: agent,
  }));

/**
 * The variation a request names: required for a product with volume variations; a single product's own
 * variation otherwise (an id, if given, must be it). A variation of another product is 404; an inactive
 * one is 409 'volume_variation_removed'.
 */
function chooseVariation(product: PurchaseProductRow, variationId: number | undefined): Variation {
  const all = variationsOf(product);
  if (variationId === undefined) {
    if (product.has_volume_variations) {
      throw new DomainError('validation_failed', { fields: { 'product.volume_variation_id': ['required'] } });
    }
    const single = all.find((v) => v.active);
    if (!single) throw new DomainError('product_removed');
    return single;
  }
  const variation = all.find((v) => v.id === variationId);
  if (!variation) throw new DomainError('not_found');
  if (!variation.active) throw new DomainError('volume_variation_removed');
  return variation;
}

/**
 * A line may hold at most the product's per-order maximum and at most the stock; refusals are 409 with the
 * spec's message, also on the quantity field. The maximum is checked first: it does not change with time.
 */
export function assertQuantity(quantity: number, maxPerOrder: number, stock: number): void {
  const refusal = quantityRefusal(quantity, maxPerOrder, stock);
  if (refusal) throw new DomainError(refusal, { fields: { quantity: [refusal] } });
}

/** Why a line may not hold `quantity` units (assertQuantity's rule, the maximum first), or null. */
function quantityRefusal(quantity: number, maxPerOrder: number, stock: number) {
  if (quantity > maxPerOrder) return 'exceeded_max_quantity' as const;
  if (quantity > stock) return 'cart_stock_limit' as const;
  return null;
}

async function purchasableProduct(tx: Tx, member: Member, productId: number) {
  const product = await selectPurchaseProduct(tx, productId);
  if (!product) throw new DomainError('not_found');
  assertPurchasable(product, member);
  return product;
}

/**
 * Adds a variation to the cart, or raises the quantity of its line. The line is checked and its seen price
 * set to the price now (the member is looking at it on the product page). A product that sells a service
 * voucher puts its voucher kind on the line (voucher_id), and only for a Singapore member (403
 * voucher_region_only otherwise).
 */
export async function addToCart(
  ctx: CartContext,
  input: { product_id: number; volume_variation_id?: number; quantity: number },
): Promise<Cart> {
  const { member } = ctx;
  await ctx.db.transaction(async (tx) => {
    // The cart lock and the product in one statement, then the line in one more (two round trips).
    const product = await lockCartWithProduct(tx, member.userId, input.product_id);
    if (!product) throw new DomainError('not_found');
    assertPurchasable(product, member);
    // Only a voucher product costs this read: goods are added in two round trips as before.
    if (product.voucher_kind_id !== null) await assertVoucherRegion(tx, member.userId);
    const variation = chooseVariation(product, input.volume_variation_id);
    const line = {
      userId: member.userId,
      productId: product.id,
      variationId: variation.id,
      quantity: input.quantity,
      seenPrice: priceFor(variation, member),
      voucherId: product.voucher_kind_id ?? 0,
    };
    const limit = Math.min(product.max_per_order, variation.stock);
    if (input.quantity <= limit && (await addToLine(tx, line, limit)) !== null) return;
    // Refused: the message depends on the line's quantity with the new units (the maximum first).
    const existing = await selectLineByVariation(tx, member.userId, variation.id);
    assertQuantity((existing?.quantity ?? 0) + input.quantity, product.max_per_order, variation.stock);
    throw new DomainError('cart_stock_limit', { fields: { quantity: ['cart_stock_limit'] } });
  });
  return readCart(ctx);
}

/**
 * Whether one more unit of a variation may join a line holding `units`: add-to-cart's checks in its order
 * (the product on sale to the member, the variation active, the maximum, the stock), named, not thrown.
 */
function admit(
  product: PurchaseProductRow | undefined,
  variationId: number,
  member: Member,
  units: number,
): { refused: CartFlag } | { product: PurchaseProductRow; variation: Variation } {
  if (!product) return { refused: 'product_removed' };
  const notForSale = purchaseRefusal(product, member);
  if (notForSale) return { refused: notForSale };
  const variation = variationsOf(product).find((v) => v.id === variationId);
  if (!variation?.active) return { refused: 'volume_variation_removed' };
  const tooMany = quantityRefusal(units + 1, product.max_per_order, variation.stock);
  return tooMany ? { refused: tooMany } : { product, variation };
}

/** A variation to put in the cart; `key` is the caller's name for it (buy again: the order line's id). */
export type LineToAdd = { key: number; product_id: number; volume_variation_id: number; quantity: number };

/** What became of a LineToAdd: the units its cart line holds now, or why nothing was added. */
export type AddedLine = { key: number } & ({ quantity: number } | { refused: AddRefusal });

/**
 * Puts several variations in the member's cart at once (buy again), inside the caller's transaction, by
 * add-to-cart's rules (see admit) and at the member's price now, each line checked. Where add-to-cart
 * refuses the whole request, this refuses one line and names the reason; and a line that fits only in part
 * is added up to the limit (the smaller of the per-order maximum and the stock). Takes the cart lock, reads
 * the products and the cart's lines of these variations in two statements whatever their number, then
 * writes each added line. Answers in the order given, with the number of lines the cart holds afterwards.
 */
export async function addLines(
  tx: Tx,
  member: Member,
  lines: readonly LineToAdd[],
): Promise<{ lines: AddedLine[]; cartCount: number }> {
  await lockCart(tx, member.userId);
  const products = await selectPurchaseProducts(tx, [...new Set(lines.map((l) => l.product_id))]);
  const held = await selectLinesByVariations(
    tx,
    member.userId,
    lines.map((l) => l.volume_variation_id),
  );
  const productById = new Map(products.map((p) => [p.id, p]));
  const inCart = new Map(held.map((l) => [l.variation_id, l.quantity]));
  // Read once, and only when some line sells a service voucher (Singapore members only).
  const sellsVouchers = products.some((p) => p.voucher_kind_id !== null);
  const inRegion = sellsVouchers && (await inVoucherRegion(tx, member.userId));
  const added: AddedLine[] = [];
  for (const line of lines) {
    const units = inCart.get(line.volume_variation_id) ?? 0;
    const admitted = admit(productById.get(line.product_id), line.volume_variation_id, member, units);
    if ('refused' in admitted) {
      added.push({ key: line.key, refused: admitted.refused });
      continue;
    }
    const { product, variation } = admitted;
    if (product.voucher_kind_id !== null && !inRegion) {
      added.push({ key: line.key, refused: 'voucher_region_only' });
      continue;
    }
    const limit = Math.min(product.max_per_order, variation.stock);
    const cartLine = {
      userId: member.userId,
      productId: product.id,
      variationId: variation.id,
      quantity: Math.min(line.quantity, limit - units),
      seenPrice: priceFor(variation, member),
      voucherId: product.voucher_kind_id ?? 0,
    };
    const quantity = await addToLine(tx, cartLine, limit);
    if (quantity === null) {
      // Not expected: the line was read under the cart lock and holds room for these units.
      added.push({ key: line.key, refused: 'cart_stock_limit' });
      continue;
    }
    inCart.set(variation.id, quantity);
    added.push({ key: line.key, quantity });
  }
  return { lines: added, cartCount: await countLines(tx, member.userId) };
}

/**
 * Changes one line's quantity or checked state, or checks or unchecks every line. Any edit naming a line
 * acknowledges its current price (clears "cart info updated"); `check_all` names no line and does not. A
 * new quantity must fit the per-order maximum and the stock, and a removed product or variation can only
 * be unchecked or deleted.
 */
export async function editCart(
  ctx: CartContext,
  input: {
    product?: { cart_item_id: number; quantity?: number; is_checked?: boolean };
    check_all?: boolean;
  },
): Promise<Cart> {
  const { member } = ctx;
  const edit = input.product;
  if (edit || input.check_all !== undefined) {
    await ctx.db.transaction(async (tx) => {
      await lockCart(tx, member.userId);
      if (input.check_all !== undefined) await checkAllLines(tx, member.userId, input.check_all);
      if (!edit) return;
      const line = await selectOwnLine(tx, member.userId, edit.cart_item_id);
      if (!line) throw new DomainError('not_found');
      const product = await selectPurchaseProduct(tx, line.product_id);
      const variation = product && variationsOf(product).find((v) => v.id === line.variation_id);
      if (!product || !variation) throw new DomainError('not_found');
      if (edit.quantity !== undefined) {
        if (!product.is_active) throw new DomainError('product_removed');
        if (!variation.active) throw new DomainError('volume_variation_removed');
        assertQuantity(edit.quantity, product.max_per_order, variation.stock);
      }
      await updateLine(tx, member.userId, line.id, {
        quantity: edit.quantity,
        isChecked: edit.is_checked,
        seenPrice: priceFor(variation, member),
      });
    });
  }
  return readCart(ctx);
}

/** Deletes lines of the member's cart; if any id is not one of the member's lines, nothing is deleted (404). */
export async function deleteCartItems(ctx: CartContext, ids: number[]): Promise<Cart> {
  const { member } = ctx;
  const unique = [...new Set(ids)];
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, member.userId);
    const deleted = await deleteLines(tx, member.userId, unique);
    if (deleted !== unique.length) throw new DomainError('not_found');
  });
  return readCart(ctx);
}

/**
 * Moves a line to another variation of the same product. When the member already has a line of that
 * variation, the two merge into it (quantities added, checked if either was). The resulting quantity must
 * fit the per-order maximum and the new variation's stock.
 */
export async function changeVolumeVariation(
  ctx: CartContext,
  input: { cart_item_id: number; volume_variation_id: number },
): Promise<Cart> {
  const { member } = ctx;
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, member.userId);
    const line = await selectOwnLine(tx, member.userId, input.cart_item_id);
    if (!line) throw new DomainError('not_found');
    const product = await purchasableProduct(tx, member, line.product_id);
    const variation = chooseVariation(product, input.volume_variation_id);
    const seenPrice = priceFor(variation, member);
    if (variation.id === line.variation_id) {
      await updateLine(tx, member.userId, line.id, { seenPrice });
      return;
    }
    const other = await selectLineByVariation(tx, member.userId, variation.id);
    const quantity = line.quantity + (other?.quantity ?? 0);
    assertQuantity(quantity, product.max_per_order, variation.stock);
    if (other) {
      await deleteLines(tx, member.userId, [line.id]);
      await updateLine(tx, member.userId, other.id, {
        quantity,
        isChecked: other.is_checked || line.is_checked,
        seenPrice,
      });
    } else {
      await updateLine(tx, member.userId, line.id, { variationId: variation.id, seenPrice });
    }
  });
  return readCart(ctx);
}
