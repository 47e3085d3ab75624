export function TestChat() {
  return null;
}
