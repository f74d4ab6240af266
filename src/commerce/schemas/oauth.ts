import { z } from 'zod';

/** `POST /authorizationserver/oauth/token` answer. */
export const oauthTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().default('bearer'),
  /** Lifetime in seconds. */
  expires_in: z.number(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});
export type OAuthToken = z.infer<typeof oauthTokenSchema>;

/** OAuth errors (`invalid_grant`, `invalid_token`, ...) as the authorization server spells them. */
export const oauthErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;
