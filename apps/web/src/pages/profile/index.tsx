import { ComingSoon } from '../../components/ComingSoon';

/** Profile area. Built by a later issue. */
export function Profile() {
  return <ComingSoon name="profile" />;
}

export function ProfileAddressBook() {
  return <ComingSoon name="profile-address-book" />;
}

export function ProfileAddAddress() {
  return <ComingSoon name="profile-add-address" />;
}

export function ProfileEditAddress() {
  return <ComingSoon name="profile-edit-address" />;
}
