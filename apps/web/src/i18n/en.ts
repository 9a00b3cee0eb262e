/** English texts of the web app (default namespace). zh.ts must have exactly the same keys. */
export const en = {
  app: {
    name: 'Rosette Beauty',
    tagline: 'Hair, beauty and wellness',
    home_link: 'Rosette Beauty home',
    copyright: '© {{year}} Rosette Beauty. All rights reserved.',
  },
  a11y: {
    skip_to_content: 'Skip to main content',
    main_navigation: 'Main navigation',
    account_navigation: 'Account',
    loading_account: 'Loading your account',
    loading: 'Loading',
  },
  common: {
    retry: 'Try again',
    close: 'Close',
    back_home: 'Back to home',
    shop_more: 'Shop More',
    read_more: 'Read More',
    coming_soon: 'Coming soon',
    ok: 'OK',
    refresh: 'Refresh',
    load_error: "We couldn't load this. Please check your connection and try again.",
    page_error_title: 'This page could not be shown',
    page_error_text: 'Something went wrong while opening this page. Reloading usually helps.',
    reload: 'Reload page',
  },
  language: {
    label: 'Language',
    en: 'English',
    zh: '中文',
  },
  header: {
    points: '{{count}} points',
    vouchers: '{{count}} vouchers',
    my_profile: 'My profile',
    product_review: 'Product review',
    salon_review: 'Salon stylist review',
    profile_menu: 'Profile',
    next_appointment: 'Next appointment: {{date}}',
    make_appointment: 'Make appointment',
    login: 'Log in',
    signup: 'Sign up',
    logout: 'Log out',
    greeting: 'Hi, {{name}}',
    welcome: 'Welcome to Rosette Beauty',
    search_label: 'Search products',
    search_placeholder: 'Search products and brands',
    search_submit: 'Search',
    get_the_app: 'Get the app',
    our_stores: 'Our stores',
    my_order: 'My order',
    wishlist: 'Wishlist',
    cart: 'Cart',
    cart_count: '{{count}} items in cart',
    open_menu: 'Open menu',
    menu: 'Menu',
    categories: 'Categories',
    all_in_category: 'All {{name}}',
    subcategories_of: '{{name}} subcategories',
  },
  footer: {
    categories: 'Shop by category',
    help: 'Help & information',
    terms_of_use: 'Terms of use',
    privacy_policy: 'Privacy policy',
    email_us: 'Email us',
    our_stores: 'Our stores',
    get_the_app: 'Get the app',
  },
  badges: {
    android_kicker: 'Get it on',
    android_store: 'Google Play',
    ios_kicker: 'Download on the',
    ios_store: 'App Store',
    huawei_kicker: 'Explore it on',
    huawei_store: 'AppGallery',
    opens_new_window: '(opens in a new window)',
  },
  home: {
    title: 'Hair, beauty and wellness',
    promotions: 'Promotions',
    slide: 'Slide {{index}} of {{count}}',
    go_to_slide: 'Show slide {{index}}',
    previous_slide: 'Previous slide',
    next_slide: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    flash_deals: 'Flash Deals',
    ends_in: 'Ends in',
    best_sellers: 'Best Sellers',
    hot_deals: 'Hot Deals',
    magazine: 'Magazine',
    shop_more_flash: 'Shop more flash deals',
    shop_more_hot: 'Shop more hot deals',
    read_more_article: 'Read more: {{title}}',
    empty_title: 'New offers are on their way',
    empty_text: 'There are no promotions right now. Have a look at our categories or check back soon.',
    empty_action: 'Shop {{name}}',
  },
  product: {
    sold_out: 'Sold out',
    partner_only: 'Partner only',
    partner_price: 'Partner price',
    discount: '-{{percent}}%',
    discount_label: '{{percent}}% off',
    price: 'Price',
    original_price: 'Original price',
    rating: 'Rated {{rating}} out of 5',
    review_count: '({{count}})',
    review_count_label_one: '{{count}} review',
    review_count_label_other: '{{count}} reviews',
  },
  category: {
    description: 'The products of this category, with brand filters and sorting, will be listed here.',
    subcategories: 'Subcategories',
    all: 'All',
    not_found: 'We could not find this category.',
  },
  search: {
    title: 'Results for “{{term}}”',
    description: 'Products matching your search will be listed here.',
  },
  legal: {
    terms_of_service: 'Terms of Service',
    agent_terms_of_service: 'Partner Terms of Service',
    privacy_policy: 'Privacy Policy',
    unavailable: 'This document is not available at the moment.',
  },
  not_found: {
    title: 'Page not found',
  },
  dialogs: {
    login_title: 'Log in',
    signup_title: 'Sign up',
    forgot_title: 'Forgot password',
    multiple_login_title: 'You have been logged out',
    accounts_coming: 'Logging in arrives with the accounts feature, coming very soon.',
    signup_coming:
      'Creating an account arrives with the accounts feature, coming very soon. Members will collect points and vouchers with every order.',
    forgot_coming: 'Resetting your password by SMS code arrives with the accounts feature.',
    forgot_password: 'Forgot password?',
    no_account: "Don't have an account?",
    have_account: 'Already have an account?',
    back_to_login: 'Back to log in',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
    language_changed: 'Language changed to English',
  },
  pages: {
    'article-list': {
      title: 'Magazine',
      description: 'Beauty tips, how-tos and news from our stylists will be listed here.',
    },
    'article-detail': {
      title: 'Article',
      description: 'The full article with its pictures will appear here.',
    },
    'product-flash-deals': {
      title: 'Flash Deals',
      description: "Every product in today's flash sale, with the time left to buy, will be listed here.",
    },
    'product-hot-deals': {
      title: 'Hot Deals',
      description: 'All current hot deals, ready to filter and sort, will be listed here.',
    },
    'product-best-seller': {
      title: 'Best Sellers',
      description: 'The products of this best-seller collection will be listed here.',
    },
    'product-detail': {
      title: 'Product details',
      description:
        'Pictures, prices, sizes, reviews and the add-to-cart button for this product will appear here.',
    },
    'product-wish-list': {
      title: 'Wishlist',
      description: 'The products you have saved for later, with their availability, will be listed here.',
    },
    'product-agent-deals': {
      title: 'Partner Deals',
      description: 'Products and prices reserved for our partners will be listed here.',
    },
    'order-dashboard': {
      title: 'My Orders',
      description:
        'Your orders by status will appear here: to pay, to ship, to receive, delivered, completed, cancelled and returns.',
    },
    'order-list': {
      title: 'Orders',
      description: 'The orders of this status, newest first, will be listed here.',
    },
    'order-cart': {
      title: 'Shopping Cart',
      description:
        'The products in your cart, their quantities, vouchers and the order summary will appear here.',
    },
    'order-check-out': {
      title: 'Checkout',
      description: 'Delivery address, delivery date, points and payment for your order will be chosen here.',
    },
    'order-delivery': {
      title: 'Delivery',
      description: 'The tracking and delivery schedule of this order will appear here.',
    },
    'order-detail': {
      title: 'Order details',
      description: 'The items, payment, delivery and actions for this order will appear here.',
    },
    'order-refund': {
      title: 'Return / Refund',
      description: 'You will request a return or refund for this product here, with a reason and photos.',
    },
    'order-return-pickup': {
      title: 'Return pickup',
      description: 'You will choose here when the courier collects your return.',
    },
    'order-return-pickup-address': {
      title: 'Pickup address',
      description: 'You will choose here where the courier collects your return.',
    },
    'order-address-book': {
      title: 'Address book',
      description: 'Your delivery and billing addresses for this order will be listed here.',
    },
    'order-add-address': {
      title: 'Add address',
      description: 'A form to add a delivery address will appear here.',
    },
    'order-edit-address': {
      title: 'Edit address',
      description: 'A form to change this address will appear here.',
    },
    'order-payment-success': {
      title: 'Payment successful',
      description: 'The confirmation of your payment and what happens next will appear here.',
    },
    'order-pay': {
      title: 'Payment',
      description: 'You will pay for this order here by card or another available method.',
    },
    'appointment-make-appointment': {
      title: 'Book an appointment',
      description: 'You will choose a salon, stylist, date, time and services here.',
    },
    'appointment-my-appointment': {
      title: 'My appointments',
      description: 'Your upcoming and past salon appointments will be listed here.',
    },
    'appointment-detail': {
      title: 'Appointment details',
      description: 'The salon, stylist, time and services of this appointment will appear here.',
    },
    'appointment-edit-appointment': {
      title: 'Change appointment',
      description: 'You will change the date, time or services of this booking here.',
    },
    'appointment-complete': {
      title: 'Appointment booked',
      description: 'The confirmation of your booking, with its date and salon, will appear here.',
    },
    'agent-dashboard': {
      title: 'Partner dashboard',
      description: 'Your rank, team, cash back and earnings as a partner will appear here.',
    },
    'member-transaction-history': {
      title: 'Member transactions',
      description: 'The purchases of this team member that earned you cash back will be listed here.',
    },
    'agent-convert-point': {
      title: 'Convert points',
      description: 'You will turn your cash back into points at the current rate here.',
    },
    'agent-convert-point-complete': {
      title: 'Points converted',
      description: 'The confirmation of your point conversion will appear here.',
    },
    'agent-transfer-to-bank': {
      title: 'Transfer to bank',
      description: 'You will withdraw your cash back to a saved bank account here.',
    },
    'agent-add-bank-account': {
      title: 'Add bank account',
      description: 'You will save a bank account for withdrawals here.',
    },
    'agent-one-time-transfer': {
      title: 'One-time transfer',
      description: 'You will withdraw to a bank account without saving it here.',
    },
    'agent-transfer-to-bank-complete': {
      title: 'Transfer requested',
      description: 'The confirmation of your withdrawal and when it will be paid will appear here.',
    },
    'salon-listing': {
      title: 'Our stores',
      description:
        'Our salons with their addresses, opening hours and distance from you will be listed here.',
    },
    'salon-review': {
      title: 'Salon reviews',
      description: 'What customers say about this salon will appear here.',
    },
    'product-review': {
      title: 'Product reviews',
      description: 'Products waiting for your review and the reviews you have written will be listed here.',
    },
    'product-review-write': {
      title: 'Write a review',
      description: 'You will rate a product here and add comments and up to 4 photos.',
    },
    'salon-stylist-review-list': {
      title: 'Salon & stylist reviews',
      description: 'Visits waiting for your review and the reviews you have written will be listed here.',
    },
    'salon-stylist-review-new': {
      title: 'Review your visit',
      description: 'You will rate the salon and the stylist of this visit here.',
    },
    'salon-stylist-review-write': {
      title: 'Write reviews',
      description: 'You will rate each criterion here and add comments and photos.',
    },
    'salon-stylist-review-complete': {
      title: 'Thank you for your review',
      description: 'The confirmation that your review was sent will appear here.',
    },
    profile: {
      title: 'My profile',
      description: 'Your personal details, password, language and notification settings will appear here.',
    },
    'profile-address-book': {
      title: 'Address book',
      description:
        'Your saved addresses and your default delivery and billing addresses will be listed here.',
    },
    'profile-add-address': {
      title: 'Add address',
      description: 'A form to add an address will appear here.',
    },
    'profile-edit-address': {
      title: 'Edit address',
      description: 'A form to change this address will appear here.',
    },
    wallet: {
      title: 'My wallet',
      description: 'Your points, vouchers and their history will appear here.',
    },
    'wallet-voucher-details': {
      title: 'Voucher details',
      description: 'What this voucher gives, where to use it and when it expires will appear here.',
    },
    'wallet-point-transfer': {
      title: 'Transfer points',
      description: 'You will send points to another member here.',
    },
    'wallet-point-transfer-complete': {
      title: 'Points transferred',
      description: 'The confirmation of your point transfer will appear here.',
    },
  },
} as const;

/** The shape every language must have: the same keys, any string values. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translation = Widen<typeof en>;
