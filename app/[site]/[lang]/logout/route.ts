import { handleLogout } from '@/features/auth/logout';

export const GET = handleLogout;
