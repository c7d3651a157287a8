/** @botfolio/widget: the chat screen for React (and preact/compat) apps; `embed.ts` is the script-tag entry. */
export { ChatScreen, type ChatScreenProps } from './ChatScreen';
export { ChatStyles } from './ChatStyleElement';
export { createChatClient } from './chatClient';
export { chatStyles } from './chatStyles';
export { MessageText } from './MessageText';
export { useChatSession } from './useChatSession';
