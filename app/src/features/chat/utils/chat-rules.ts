import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, MAX_FILE_SIZE_MESSAGE, VIDEO_FILE_MESSAGE } from '@portal/contract/calls/chat';
import type { ChatMessage, ChatReadMarks, ChatSide } from '@portal/contract/chat-socket';

export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** how long a file warning stays (seed 002 section 9) */
export const WARNING_MS = 3000;
/** the list scrolls to the bottom this long after it changes, once the new rows are laid out */
export const SCROLL_DELAY_MS = 100;
export const ACCEPTED_FILES = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export type FileWarning = typeof VIDEO_FILE_MESSAGE | typeof MAX_FILE_SIZE_MESSAGE | typeof SOMETHING_WENT_WRONG;

/** The browser's own checks before sending (seed 002 section 5): a video, then the size. */
export function fileWarning(file: Pick<File, 'type' | 'size' | 'name'>): FileWarning | null {
  if (file.type.startsWith('video/')) return VIDEO_FILE_MESSAGE;
  if (file.size > CHAT_FILE_MAX_BYTES) return MAX_FILE_SIZE_MESSAGE;
  return null;
}

/** A file the browser would send as a type the uploader takes; anything else fails as the server would. */
export function isAcceptedType(file: Pick<File, 'type'>): boolean {
  return (CHAT_FILE_TYPES as readonly string[]).includes(file.type);
}

/** A server message with "Max file size" reads as that; every other failure as 'Something went wrong'. */
export function uploadFailureWarning(serverMessage: string): FileWarning {
  if (serverMessage.includes('Max file size')) return MAX_FILE_SIZE_MESSAGE;
  if (serverMessage === VIDEO_FILE_MESSAGE) return VIDEO_FILE_MESSAGE;
  return SOMETHING_WENT_WRONG;
}

/**
 * The spec's read rule: the message is one's own and the other side has read up to its index or beyond. The other
 * side is the coach for a member and the member for staff, unless named (the support chat's 'support').
 */
export function isReadByOther(message: Pick<ChatMessage, 'from' | 'index'>, you: ChatSide, read: ChatReadMarks, other?: ChatSide): boolean {
  if (message.from !== you) return false;
  return (read[other ?? (you === 'member' ? 'coach' : 'member')] ?? -1) >= message.index;
}

/** Enter sends, Shift+Enter makes a new line. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'isComposing'>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
