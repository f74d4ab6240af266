/** Where the selector posts its form; apart from the schema so the selector island loads no zod. */
export const SITE_CHOICE_ENDPOINT = '/api/site-preference';
