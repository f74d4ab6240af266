import { createAttemptLimiter } from './rate-limit';

/** Failed sign-ins per e-mail and address in this process (spec 3 §8 rate-limit message). */
export const loginAttempts = createAttemptLimiter();
