import { describe, expect, it } from 'vitest';
import { exportFileName, parseAgentFile } from './agentFile';

describe('exportFileName', () => {
  it('makes the agent name a safe file name', () => {
    expect(exportFileName('Clínica Bem Estar — Recepção')).toBe('clinica-bem-estar-recepcao.agent.json');
    expect(exportFileName('***')).toBe('agent.agent.json');
  });
});

describe('parseAgentFile', () => {
  it('reads a JSON object', () => {
    expect(parseAgentFile('\uFEFF{"format_version":1}')).toEqual({ document: { format_version: 1 } });
  });
  it('says what is wrong otherwise', () => {
    expect(parseAgentFile('{nope')).toEqual({ error: 'notJSON' });
    expect(parseAgentFile('[1]')).toEqual({ error: 'notObject' });
    expect(parseAgentFile('null')).toEqual({ error: 'notObject' });
  });
});
