export function FlowEditorPage() {
  return null;
}
