import type { Address } from '../schemas/account';

/*
 * An address as text. An order keeps its delivery and billing addresses (and a return its pickup address) as
 * one line, so later edits of the address book do not change them; the web shows a book entry the same way.
 */

type AddressParts = Pick<
  Address,
  'receiver_name' | 'address' | 'floor_unit' | 'postcode' | 'phone_code' | 'contact_no'
>;

/** A phone number with its dialling code: "+65 91234567". */
export function phoneText(phoneCode: string, number: string): string {
  return `+${phoneCode} ${number}`;
}

/** The parts of an address under the receiver's name, each a line, the empty ones left out. */
export function addressLines(a: Omit<AddressParts, 'receiver_name'>): string[] {
  return [a.address, a.floor_unit ?? '', a.postcode, phoneText(a.phone_code, a.contact_no)].filter(
    (part) => part.trim() !== '',
  );
}

/** The whole address as one line of text, as an order keeps it: receiver, street, unit, postcode, phone. */
export function addressText(a: AddressParts): string {
  return [a.receiver_name, ...addressLines(a)].filter((part) => part.trim() !== '').join(', ');
}
