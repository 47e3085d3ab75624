import { describe, expect, it } from 'vitest';
import { chatReducer, formatVariable, initialChat } from './chatState';

describe('chatReducer', () => {
  it('appends the exchange and keeps where the conversation stands', () => {
    let s = chatReducer(initialChat, {
      type: 'replied',
      reply: { sessionId: 's1', turns: [{ role: 'agent', text: 'How old are you?' }, { role: 'caller', text: '19' }, { role: 'agent', text: 'Thanks' }], path: ['start', 'age'], variables: { age: 19 }, finished: false },
    });
    expect(s.sessionId).toBe('s1');
    expect(s.turns.map((t) => t.role)).toEqual(['agent', 'user', 'agent']);
    s = chatReducer(s, { type: 'replied', reply: { sessionId: 's1', turns: [{ role: 'caller', text: 'bye' }, { role: 'agent', text: 'Bye' }], path: ['start', 'age', 'end'], variables: { age: 19 }, finished: true } });
    expect(s.turns).toHaveLength(5);
    expect(s.path).toEqual(['start', 'age', 'end']);
    expect(s.finished).toBe(true);
  });
  it('restarts from nothing', () => {
    const s = chatReducer({ ...initialChat, sessionId: 'x', turns: [{ role: 'user', text: 'hi' }] }, { type: 'restart' });
    expect(s).toEqual(initialChat);
  });
});

describe('formatVariable', () => {
  it('shows text as is and other values as JSON', () => {
    expect(formatVariable('Ana')).toBe('Ana');
    expect(formatVariable(19)).toBe('19');
    expect(formatVariable({ a: [1] })).toBe('{"a":[1]}');
  });
});
