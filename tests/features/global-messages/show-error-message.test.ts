import { showErrorMessage } from '@/features/global-messages/show-error-message';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages/store';

const shown = () => useGlobalMessages.getState().messages;

beforeEach(() => {
  clearGlobalMessages();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => clearGlobalMessages());

describe('showErrorMessage', () => {
  it('shows a commerce error as an error message with its global message key', () => {
    showErrorMessage({ messageKey: 'gatewayTimeout' });
    expect(shown()).toEqual([expect.objectContaining({ type: 'error', key: 'gatewayTimeout' })]);
  });

  it('only logs a 403 response (spec 1 §8)', () => {
    const cause = new Error('403 Forbidden');
    expect(showErrorMessage({ messageKey: 'forbidden', loggedOnly: true, cause })).toBeUndefined();
    expect(shown()).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(cause);
  });

  it('shows an unknown error, and logs it, for anything that is not a commerce error', () => {
    const failure = new TypeError('Failed to fetch');
    showErrorMessage(failure);
    expect(shown()).toEqual([expect.objectContaining({ type: 'error', key: 'unknownError' })]);
    expect(console.error).toHaveBeenCalledWith(failure);
  });

  it('shows a repeated error once', () => {
    showErrorMessage({ messageKey: 'cartNotFound' });
    showErrorMessage({ messageKey: 'cartNotFound' });
    expect(shown()).toHaveLength(1);
  });
});
