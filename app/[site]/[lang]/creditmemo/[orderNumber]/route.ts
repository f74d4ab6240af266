import { orderDocumentHandler } from '@/features/account/documents';

export const GET = orderDocumentHandler('creditmemo');
