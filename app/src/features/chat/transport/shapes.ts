import type * as v from 'valibot';
import type { chatFileSchema } from '@portal/contract/calls/chat';

export type { ChatMessage } from '@portal/contract/chat-socket';
export type ChatFile = v.InferOutput<typeof chatFileSchema>;
