import type { ChatSession, ChatSnapshot } from '@botfolio/core';
import { useSyncExternalStore } from 'react';

/** The current snapshot of a chat session; re-renders on every change of the store. */
export function useChatSession(session: ChatSession): ChatSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
