import type { ChatReadMarks, ChatSide } from '@portal/contract/chat-socket';

/** The other side of a conversation: as given, else the coach for a member and the member for staff. */
export function otherSide(options: { readonly you: ChatSide; readonly other?: ChatSide | undefined }): ChatSide {
  return options.other ?? (options.you === 'member' ? 'coach' : 'member');
}

/** The protocol's read marks from one's own mark and the other side's (a transport that counts per participant). */
export function readMarksOf(options: { readonly you: ChatSide; readonly other?: ChatSide | undefined }, own: number, theirs: number): ChatReadMarks {
  const marks: ChatReadMarks = { member: -1, coach: -1 };
  const other = otherSide(options);
  marks[options.you] = own;
  marks[other] = theirs;
  return marks;
}
