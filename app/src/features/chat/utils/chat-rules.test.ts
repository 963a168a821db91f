import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_MESSAGE, VIDEO_FILE_MESSAGE } from '@portal/contract/calls/chat';
import { fileWarning, isReadByOther, isSendKey, uploadFailureWarning } from './chat-rules';

describe('chat rules', () => {
  it('warns about a video first, then a file over 5242880 bytes', () => {
    expect(fileWarning({ type: 'video/mp4', size: 10, name: 'a.mp4' })).toBe(VIDEO_FILE_MESSAGE);
    expect(fileWarning({ type: 'video/webm', size: 9e9, name: 'a.webm' })).toBe(VIDEO_FILE_MESSAGE);
    expect(fileWarning({ type: 'image/png', size: 5242881, name: 'a.png' })).toBe(MAX_FILE_SIZE_MESSAGE);
    expect(fileWarning({ type: 'image/png', size: 5242880, name: 'a.png' })).toBeNull();
  });

  it('reads server failures as the spec says', () => {
    expect(uploadFailureWarning('Max file size exceeded')).toBe(MAX_FILE_SIZE_MESSAGE);
    expect(uploadFailureWarning('Max file size is 5 MB')).toBe(MAX_FILE_SIZE_MESSAGE);
    expect(uploadFailureWarning(VIDEO_FILE_MESSAGE)).toBe(VIDEO_FILE_MESSAGE);
    expect(uploadFailureWarning('Please attach a png, jpg, jpeg or pdf file.')).toBe('Something went wrong');
    expect(uploadFailureWarning('')).toBe('Something went wrong');
  });

  it("marks one's own message read when the other side's last-read index reaches it", () => {
    const read = { member: 0, coach: 2 };
    expect(isReadByOther({ from: 'member', index: 2 }, 'member', read)).toBe(true);
    expect(isReadByOther({ from: 'member', index: 3 }, 'member', read)).toBe(false);
    // the other side's messages never carry one's own read mark
    expect(isReadByOther({ from: 'coach', index: 1 }, 'member', read)).toBe(false);
    expect(isReadByOther({ from: 'coach', index: 0 }, 'coach', read)).toBe(true);
    expect(isReadByOther({ from: 'coach', index: 1 }, 'coach', read)).toBe(false);
  });

  it('sends on Enter and not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});
