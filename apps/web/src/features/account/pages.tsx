import { AddressBook } from './AddressBook';
import { Devices } from './Devices';
import { ProfilePage } from './ProfilePage';

/** Account area, its pages (the spec's profile): details, password, settings, addresses, devices. */
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

export function ProfileDevices() {
  return <Devices />;
}
