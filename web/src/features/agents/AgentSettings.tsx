export function AgentSettings() {
  return null;
}
