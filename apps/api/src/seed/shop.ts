/** The invented shop the demo data describes. `.example` domains can never resolve to a real site. */
export const SHOP = {
  name: 'Rosette Beauty',
  legalName: 'Rosette Beauty Pte. Ltd.',
  customerServiceEmail: 'hello@rosettebeauty.example',
  privacyEmail: 'privacy@rosettebeauty.example',
  agentsEmail: 'partners@rosettebeauty.example',
  appUrl: 'https://app.rosettebeauty.example/download',
  /** S$50: the smallest cash-back withdrawal a partner may request. */
  agentMinWithdrawalCents: 5000,
} as const;
