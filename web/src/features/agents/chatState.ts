// The test chat's conversation: the turns so far (user and agent), the
// path the draft took, its variables, and the session to continue.

export type ChatTurn = { role: 'user' | 'agent'; text: string };

export type ChatState = {
  sessionId: string | null;
  turns: ChatTurn[];
  path: string[];
  variables: Record<string, unknown>;
  finished: boolean;
};

export type ChatReply = {
  sessionId: string;
  turns: { role: string; text: string }[];
  path: string[];
  variables: Record<string, unknown>;
  finished: boolean;
};

export type ChatAction = { type: 'replied'; reply: ChatReply } | { type: 'restart' };

export const initialChat: ChatState = { sessionId: null, turns: [], path: [], variables: {}, finished: false };

/** The API says caller for the person; the screen says user. */
export function turnOf(t: { role: string; text: string }): ChatTurn {
  return { role: t.role === 'caller' || t.role === 'user' ? 'user' : 'agent', text: t.text };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'restart':
      return initialChat;
    case 'replied': {
      const r = action.reply;
      return {
        sessionId: r.sessionId,
        turns: [...state.turns, ...r.turns.map(turnOf)],
        path: r.path,
        variables: r.variables,
        finished: r.finished,
      };
    }
  }
}

/** A variable's value as one line of text. */
export function formatVariable(v: unknown): string {
  if (typeof v === 'string') return v;
  return JSON.stringify(v) ?? String(v);
}
