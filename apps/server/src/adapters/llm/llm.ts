/** One turn of a chat with a language model. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * The port CareBot talks to a language model through. Any failure (unreachable, an error answer, too slow) is
 * thrown; the caller falls back to the built-in knowledge base. Implementations never log the messages.
 */
export interface LanguageModel {
  /** The whole reply; '' when the model answered nothing. */
  complete(messages: ChatMessage[]): Promise<string>;
  /** The reply in pieces as the model writes them. */
  stream(messages: ChatMessage[]): AsyncIterable<string>;
}
