import { identityCallbackPlaceholder } from '@/features/auth/identity-callback';

/** Reserved for the identity-verification return (spec 1 §2.1); checkout takes it over later. */
export const GET = identityCallbackPlaceholder;
