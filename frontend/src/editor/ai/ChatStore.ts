import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ChatReply, Conversation, Suggestion } from '@mapa/model';
import { ApiError, type AiApi } from '../../api';
import type { DocumentStore } from '../../stores/DocumentStore';
import { buildChatDiff, notApplicable, type ChatDiff } from './chatDiff';
import { chatCurrentState } from './chatState';
import { chatTransaction } from './chatTransaction';
import { newConversationId } from './conversationId';

/** A message as the chat shows it. */
export interface ChatEntry {
  role: 'user' | 'assistant';
  text: string;
}

/** A reply's proposed changes while the user reviews them. */
export interface Proposal {
  diff: ChatDiff;
  /** Keys of the changes ticked; all of them at first. */
  accepted: Set<string>;
}

/** An error the chat shows, by the server's code (spec §8). */
export interface ChatError {
  code: string;
  message: string;
}

/** How often suggestions are asked for (spec §9). */
export const SUGGESTION_POLL_MS = 300_000;

/** What the chat needs from the editor around it. */
export interface ChatContext {
  mapId: string;
  api: Pick<AiApi, 'conversations' | 'messages' | 'send' | 'deleteConversation' | 'suggestions'>;
  doc: DocumentStore;
  /** The current credit balance from the server (`GET /api/auth/me`). */
  fetchCredits: () => Promise<number>;
  /** The UI language, sent with `GET` messages (spec §7.5). */
  language: () => string;
}

/** Shown text of a stored message: an assistant reply's explanation, or the content as it is (spec §2.14). */
export function messageText(content: string, role: string): string {
  if (role === 'user') return content;
  try {
    const parsed = JSON.parse(content) as { explanation?: unknown };
    return typeof parsed.explanation === 'string' ? parsed.explanation : content;
  } catch {
    return content;
  }
}

/** The AI chat of one open map (spec §2.14, §4.9): conversations, messages, the reviewed diff, credits. */
export class ChatStore {
  conversations: Conversation[] = [];
  conversationsLoading = false;
  conversationId = newConversationId();
  messages: ChatEntry[] = [];
  messagesLoading = false;
  /** A message is on its way; the 'thinking' indicator shows and Send is disabled. */
  sending = false;
  input = '';
  proposal: Proposal | null = null;
  suggestion: Suggestion | null = null;
  credits: number | null = null;
  error: ChatError | null = null;
  /** Replies that arrived while the chat was not on screen (the sidebar button's badge). */
  unread = 0;
  /** The chat panel is on screen (set by the panel while mounted). */
  visible = false;
  /** Bumped when something asks for the chat to be shown (the node panel's AI assistant button). */
  openRequests = 0;
  /** Counts the map's changes while a proposal is open, so its review and preview re-check what still applies. */
  mapChanges = 0;
  private suggestionTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly ctx: ChatContext) {
    makeObservable<ChatStore>(this, {
      conversations: observableRef,
      conversationsLoading: observable,
      conversationId: observable,
      messages: observableRef,
      messagesLoading: observable,
      sending: observable,
      input: observable,
      proposal: observable,
      suggestion: observableRef,
      credits: observable,
      error: observableRef,
      unread: observable,
      visible: observable,
      mapChanges: observable,
      openRequests: observable,
      ask: action,
      setVisible: action,
      setInput: action,
      newConversation: action,
      toggleChange: action,
      reject: action,
      dismissSuggestion: action,
      useSuggestion: action,
      markRead: action,
      clearError: action,
    });
  }

  /** Loads conversations and credits, and starts polling suggestions; returns the stop function. */
  start(): () => void {
    void this.loadConversations();
    void this.refreshCredits();
    void this.pollSuggestions();
    this.suggestionTimer = setInterval(() => void this.pollSuggestions(), SUGGESTION_POLL_MS);
    const unsubscribe = this.ctx.doc.subscribe(() => {
      if (this.proposal) runInAction(() => this.mapChanges++);
    });
    return () => {
      clearInterval(this.suggestionTimer);
      unsubscribe();
    };
  }

  /** Opens the chat with `text` in the input (spec §2.9: the node panel's AI assistant button). */
  ask(text: string): void {
    this.input = text;
    this.openRequests++;
  }

  setInput(text: string): void {
    this.input = text;
  }

  async loadConversations(): Promise<void> {
    runInAction(() => (this.conversationsLoading = true));
    try {
      const list = await this.ctx.api.conversations(this.ctx.mapId);
      runInAction(() => (this.conversations = list));
    } catch (error) {
      // Spec §8: a failed conversation list is logged only; the AI_NOT_CONFIGURED case shows in the panel.
      console.warn('Could not load conversations', error);
      if (error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED') this.fail(error);
    } finally {
      runInAction(() => (this.conversationsLoading = false));
    }
  }

  async refreshCredits(): Promise<void> {
    try {
      const credits = await this.ctx.fetchCredits();
      runInAction(() => (this.credits = credits));
    } catch {
      // Signed out or offline: the balance stays as last known.
    }
  }

  newConversation(): void {
    this.conversationId = newConversationId();
    this.messages = [];
    this.proposal = null;
    this.error = null;
  }

  async openConversation(id: string): Promise<void> {
    runInAction(() => {
      this.conversationId = id;
      this.messages = [];
      this.proposal = null;
      this.error = null;
      this.messagesLoading = true;
    });
    try {
      const stored = await this.ctx.api.messages(this.ctx.mapId, id, this.ctx.language());
      runInAction(() => {
        if (this.conversationId !== id) return;
        this.messages = stored.map((m) => ({
          role: m.role === 'user' ? 'user' : 'assistant',
          text: messageText(m.content, m.role),
        }));
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => (this.messagesLoading = false));
    }
  }

  /** Deletes a conversation (the caller confirmed); deleting the current one starts a new one (spec §4.9). */
  async deleteConversation(id: string): Promise<boolean> {
    try {
      await this.ctx.api.deleteConversation(this.ctx.mapId, id);
    } catch {
      return false;
    }
    runInAction(() => {
      this.conversations = this.conversations.filter((c) => c.id !== id);
      if (this.conversationId === id) this.newConversation();
    });
    return true;
  }

  /** Sends the input (a blank one is not sent, spec §5) with the map as it is now. */
  async send(): Promise<void> {
    const content = this.input.trim();
    if (!content || this.sending) return;
    const conversationId = this.conversationId;
    const state = this.ctx.doc.state;
    runInAction(() => {
      this.messages = [...this.messages, { role: 'user', text: content }];
      this.input = '';
      this.sending = true;
      this.error = null;
      this.proposal = null;
    });
    try {
      const reply = await this.ctx.api.send(this.ctx.mapId, conversationId, {
        content,
        currentState: chatCurrentState(state),
        selectedNodeId: this.ctx.doc.activeNodeId ?? undefined,
        outputLanguage: state.settings?.outputLanguage ?? undefined,
      });
      if (this.conversationId === conversationId) this.receive(reply);
    } catch (error) {
      // Nothing was stored: take the message back into the input, ready to send again.
      runInAction(() => {
        if (this.conversationId !== conversationId) return;
        this.messages = this.messages.slice(0, -1);
        if (!this.input) this.input = content;
      });
      this.fail(error);
    } finally {
      runInAction(() => (this.sending = false));
    }
    void this.refreshCredits();
    void this.loadConversations();
  }

  private receive(reply: ChatReply): void {
    const diff = buildChatDiff(this.ctx.doc.state, reply.modifications);
    runInAction(() => {
      this.messages = [...this.messages, { role: 'assistant', text: reply.explanation }];
      this.proposal =
        diff.changes.length > 0 ? { diff, accepted: new Set(diff.changes.map((c) => c.key)) } : null;
      if (!this.visible) this.unread++;
    });
  }

  toggleChange(key: string): void {
    const proposal = this.proposal;
    if (!proposal) return;
    const accepted = new Set(proposal.accepted);
    if (accepted.has(key)) accepted.delete(key);
    else accepted.add(key);
    this.proposal = { ...proposal, accepted };
  }

  /** Applies the ticked changes (or all) as one transaction; what no longer fits the map is skipped. */
  accept(all: boolean): void {
    const proposal = this.proposal;
    if (!proposal) return;
    const keys = all ? new Set(proposal.diff.changes.map((c) => c.key)) : proposal.accepted;
    const tx = chatTransaction(this.ctx.doc.state, proposal.diff, keys);
    if (tx) this.ctx.doc.apply(tx);
    runInAction(() => (this.proposal = null));
  }

  reject(): void {
    this.proposal = null;
  }

  /** Keys of the proposal's changes that no longer fit the map (shown as not applicable). */
  notApplicableKeys(): Set<string> {
    const proposal = this.proposal;
    const state = this.ctx.doc.state;
    const out = new Set<string>();
    if (!proposal) return out;
    for (const change of proposal.diff.changes) {
      if (notApplicable(state, change, proposal.accepted)) out.add(change.key);
    }
    return out;
  }

  async pollSuggestions(): Promise<void> {
    try {
      const suggestion = await this.ctx.api.suggestions(this.ctx.mapId);
      runInAction(() => (this.suggestion = suggestion.hasSuggestions ? suggestion : null));
    } catch {
      // Suggestions are a nicety: an error hides them.
      runInAction(() => (this.suggestion = null));
    }
  }

  dismissSuggestion(): void {
    this.suggestion = null;
  }

  /** Yes on the banner: its call to action goes into the input. */
  useSuggestion(cta: string): void {
    this.input = cta;
    this.suggestion = null;
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible) this.unread = 0;
  }

  markRead(): void {
    this.unread = 0;
  }

  clearError(): void {
    this.error = null;
  }

  private fail(error: unknown): void {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN';
    const message = error instanceof Error ? error.message : String(error);
    runInAction(() => (this.error = { code, message }));
  }
}
