import { handleNewsletterForm } from '@/features/newsletter/server/newsletter-form';

export const POST = handleNewsletterForm;
