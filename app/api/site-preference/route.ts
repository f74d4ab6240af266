import { handleSiteChoice } from '@/features/site-selector/handle-site-choice';

export const POST = handleSiteChoice;
