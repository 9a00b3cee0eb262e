/** English texts of the back office (default namespace). zh.ts must have exactly the same keys. */
export const en = {
  app: {
    name: 'Rosette Beauty',
    back_office: 'Back office',
    skip_to_content: 'Skip to main content',
    navigation: 'Back office areas',
    loading: 'Loading',
    not_found_title: 'This page does not exist',
    not_found_text: 'The address may be mistyped, or the page is not part of the back office yet.',
    to_home: 'Back to Home',
  },
  language: {
    label: 'Language',
    en: 'English',
    zh: '中文',
  },
  nav: {
    home: 'Home',
    security: 'Security',
  },
  role: {
    owner: 'Owner',
    manager: 'Manager',
    store_staff: 'Store staff',
  },
  header: {
    signed_in_as: 'Signed in as {{name}}, {{role}}',
    sign_out: 'Sign out',
  },
  sign_in: {
    title: 'Sign in to the back office',
    intro: 'For the shop’s staff. Members sign in on the shop’s pages.',
    email: 'Email',
    password: 'Password',
    code: 'Code from your authenticator app',
    code_hint: 'Six digits, new every 30 seconds.',
    recovery_code: 'Recovery code',
    recovery_code_hint: 'One of the ten codes you saved when you set up the second factor; each works once.',
    use_recovery: 'Use a recovery code instead',
    use_code: 'Use a code from the app instead',
    second_factor_intro: 'Your account has a second factor. Enter the code your authenticator app shows now.',
    submit: 'Sign in',
    busy: 'Signing in…',
    start_again: 'Sign in with another account',
    come_back: 'Your session has ended. Sign in again to go on where you were.',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, {{name}}',
    who: 'Who is signed in',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    stores: 'Stores',
    all_stores: 'All stores',
    no_stores: 'No store assigned yet',
    store_number: 'Store no. {{id}}',
    may_do: 'What your role may do',
    may_do_intro: 'The back office shows you the areas for these; the server checks them on every call.',
    second_factor: 'Second factor',
    second_factor_on: 'On',
    second_factor_off: 'Not set up',
    set_it_up: 'Set it up on the Security page',
  },
  permission: {
    commands: {
      read: 'See the list of operator commands',
    },
    orders: {
      read: 'See orders and returns',
      write: 'Ship and deliver orders, record a failed delivery, complete orders, approve or reject returns',
      refund: 'Refund returns and cancel orders (a paid order is refunded)',
    },
    wallet: {
      read: 'See point transfers between members',
      adjust: 'Add or take away a member’s points',
    },
    vouchers: {
      write: 'Issue and void service vouchers',
    },
    bookings: {
      read: 'See a store’s day: its stylists and appointments, with members’ names and mobiles',
      write: 'Complete an appointment, mark a no-show, cancel one, record a walk-in',
    },
    schedules: {
      write: 'Set stylists’ working hours, breaks and leave',
    },
    reviews: {
      read: 'See reviews of products and salons, hidden ones too',
      moderate: 'Hide and restore reviews',
      reply: 'Write the shop’s reply under a review',
    },
    partners: {
      read: 'See partner applications, and partners with their balances',
      decide: 'Approve or reject a partner application',
      rank: 'Set a partner’s rank',
    },
    withdrawals: {
      read: 'See partners’ cash-outs, account numbers masked',
      pay: 'Process a cash-out batch and its payment file, pay or reject a cash-out',
    },
    staff: {
      manage:
        'Add staff, set their role and stores, deactivate them, reset a second factor, end their sessions',
    },
    api_keys: {
      manage: 'Create and revoke the API keys scripts sign in with',
    },
    settings: {
      manage: 'Change the shop’s settings, such as requiring a second factor of all staff',
    },
    audit: {
      read: 'See the audit log: every change staff made, by whom and when',
    },
  },

  security: {
    title: 'Security',
    must_enrol:
      'The shop requires a second factor of all staff. Set yours up here; the rest of the back office opens once it is confirmed.',
    state_title: 'Second factor',
    state_on: 'On: signing in asks for a code from your authenticator app.',
    state_off: 'Not set up: signing in asks only for your password.',
    set_up: 'Set up the second factor',
    step_scan: '1. Scan this QR code with an authenticator app',
    qr_alt: 'QR code for your authenticator app',
    manual: 'Cannot scan it? Enter this key in the app instead:',
    step_confirm: '2. Enter the code the app shows',
    confirm: 'Confirm',
    confirm_busy: 'Confirming…',
    cancel: 'Cancel',
    codes_title: 'Your recovery codes',
    codes_intro:
      'If you lose your phone, each of these signs you in once instead of a code. They are shown this once: keep them somewhere safe, away from your phone.',
    copy: 'Copy',
    copied: 'Recovery codes copied',
    copy_failed: 'Copying did not work: select the codes and copy them yourself',
    download: 'Download .txt',
    saved: 'I have saved them',
    done: 'Done',
    file_heading: 'Rosette Beauty back office: recovery codes for {{email}}',
    enabled: 'Your second factor is set up',
    require_title: 'Require a second factor of all staff',
    require_text:
      'Staff without one are asked to set it up at their next sign-in and can use nothing else until they have.',
    require_own_first: 'Set up your own second factor above before requiring one of all staff.',
    require_on: 'A second factor is now required of all staff',
    require_off: 'A second factor is no longer required',
  },
} as const;

/** The shape zh.ts must match: every key, with text values. */
export type AdminTexts = DeepStrings<typeof en>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
