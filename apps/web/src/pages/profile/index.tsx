import { AddressBook } from './AddressBook';
import { ProfilePage } from './ProfilePage';

/** Profile area: details, password, settings, and the address book. */
export function Profile() {
  return <ProfilePage />;
}

export function ProfileAddressBook() {
  return <AddressBook />;
}

export function ProfileAddAddress() {
  return <AddressBook start="new" />;
}

export function ProfileEditAddress() {
  return <AddressBook start="edit" />;
}

export { AddressBook };
