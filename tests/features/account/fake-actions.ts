import { vi } from 'vitest';

/**
 * The account area's Server Actions, faked for component tests that check what a form sends and
 * shows: each test decides the answer. Use with
 *
 *   vi.mock('@/features/account/actions', async () => (await import('./fake-actions')).accountActions);
 */
export const accountActions = {
  saveAddressAction: vi.fn(),
  makeDefaultAddressAction: vi.fn(),
  changeEmailAction: vi.fn(),
  changePasswordAction: vi.fn(),
  updateProfileAction: vi.fn(),
  cancelOrderAction: vi.fn(),
  requestReturnAction: vi.fn(),
};
