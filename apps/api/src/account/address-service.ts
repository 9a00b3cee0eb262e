import type { Address, AddressRequest } from '@beauty/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { addresses, countries, users } from '../db/schema';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';

const columns = {
  id: addresses.id,
  receiver_name: addresses.receiverName,
  address: addresses.address,
  floor_unit: addresses.floorUnit,
  postcode: addresses.postcode,
  contact_no: addresses.contactNo,
  country_id: addresses.countryId,
  phone_code: countries.phoneCode,
  default_delivery_address: addresses.defaultDelivery,
  default_billing_address: addresses.defaultBilling,
};

export function listAddresses(db: Db, member: Member): Promise<Address[]> {
  return db
    .select(columns)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(addresses.userId, member.userId))
    .orderBy(desc(addresses.defaultDelivery), asc(addresses.id));
}

/** One of the member's addresses; another member's address answers exactly like a missing one. */
export async function getAddress(db: Db | Tx, member: Member, id: number): Promise<Address> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.id, id), eq(addresses.userId, member.userId)));
  if (!row) throw new DomainError('not_found');
  return row;
}

/**
 * Serialises a member's address changes on the member's own row (which exists even before the first
 * address), so two new defaults at once cannot both stand. Returns the member's address ids.
 */
async function lockAddressBook(tx: Tx, member: Member) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, member.userId)).for('update');
  return tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, member.userId));
}

async function assertCountry(tx: Tx, countryId: number) {
  const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!row) throw new DomainError('validation_failed', { fields: { country_id: ['invalid_value'] } });
}

/**
 * Setting a default clears the member's previous default of that kind, in the same transaction; the
 * member's first address becomes both defaults, so checkout always has one.
 */
async function clearDefaults(tx: Tx, member: Member, input: AddressRequest) {
  if (input.default_delivery_address) {
    await tx.update(addresses).set({ defaultDelivery: false }).where(eq(addresses.userId, member.userId));
  }
  if (input.default_billing_address) {
    await tx.update(addresses).set({ defaultBilling: false }).where(eq(addresses.userId, member.userId));
  }
}

const valuesOf = (input: AddressRequest) => ({
  receiverName: input.receiver_name,
  address: input.address,
  floorUnit: input.floor_unit ?? null,
  postcode: input.postcode,
  contactNo: input.contact_no,
  countryId: input.country_id,
});

export function createAddress(db: Db, member: Member, input: AddressRequest): Promise<Address> {
  return db.transaction(async (tx) => {
    await assertCountry(tx, input.country_id);
    const existing = await lockAddressBook(tx, member);
    const first = existing.length === 0;
    await clearDefaults(tx, member, input);
    const [row] = await tx
      .insert(addresses)
      .values({
        ...valuesOf(input),
        userId: member.userId,
        defaultDelivery: first || input.default_delivery_address,
        defaultBilling: first || input.default_billing_address,
      })
      .returning({ id: addresses.id });
    return getAddress(tx, member, row!.id);
  });
}

export function updateAddress(db: Db, member: Member, id: number, input: AddressRequest): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, member);
    const current = await getAddress(tx, member, id);
    await assertCountry(tx, input.country_id);
    await clearDefaults(tx, member, input);
    await tx
      .update(addresses)
      .set({
        ...valuesOf(input),
        // Unticking a default keeps it: a member always has one; choosing another address moves it.
        defaultDelivery: input.default_delivery_address || current.default_delivery_address,
        defaultBilling: input.default_billing_address || current.default_billing_address,
      })
      .where(and(eq(addresses.id, id), eq(addresses.userId, member.userId)));
    return getAddress(tx, member, id);
  });
}

export async function deleteAddress(db: Db, member: Member, id: number): Promise<{ deleted: true }> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, member);
    const current = await getAddress(tx, member, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, member.userId)));
    // A deleted default passes to the oldest remaining address.
    for (const [flag, column] of [
      [current.default_delivery_address, 'defaultDelivery'],
      [current.default_billing_address, 'defaultBilling'],
    ] as const) {
      if (!flag) continue;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, member.userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (next)
        await tx
          .update(addresses)
          .set({ [column]: true })
          .where(eq(addresses.id, next.id));
    }
  });
  return { deleted: true };
}
