export { GlobalMessageRegion } from './GlobalMessageRegion';
export {
  GLOBAL_MESSAGE_DURATION_MS,
  addGlobalMessage,
  addLoadFailedMessage,
  clearGlobalMessages,
  removeGlobalMessage,
  useGlobalMessages,
  type GlobalMessage,
  type GlobalMessageInput,
  type GlobalMessageParams,
  type GlobalMessageType,
} from './store';
export { isErrorMessageSource, showErrorMessage, type ErrorMessageSource } from './show-error-message';
