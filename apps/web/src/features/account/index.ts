export {
  ForgotPasswordDialog,
  LoginDialog,
  MultipleLoginDialog,
  SignUpDialog,
  signupLink,
} from './AccountDialogs';
export { AddressBook } from './AddressBook';
export { useAddresses } from './api';
export { type AccountKeys, accountKeys, accountQueryKeys } from './keys';
