// The values the API takes for an agent's type, status and editing mode
// (their words are in the catalogue: type.*, status.*, mode.*).
export const agentTypes = ['inbound', 'outbound', 'voice_widget', 'chat'] as const;
export const agentStatuses = ['draft', 'active', 'inactive', 'archived'] as const;
export const editingModes = ['prompt', 'flow'] as const;

/** Agent types with a public web widget. */
export function hasWidget(agentType: string): boolean {
  return agentType === 'voice_widget' || agentType === 'chat';
}
