export type { Session, UserProfile } from '@beauty/shared';
