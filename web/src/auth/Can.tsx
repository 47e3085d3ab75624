import type { ReactNode } from 'react';
import { atLeast, type Role } from './roles';
import { useRole } from './SessionProvider';

/** Renders its children only for a role of at least `role`. */
export function Can({ role, children }: { role: Role; children: ReactNode }) {
  return atLeast(useRole(), role) ? <>{children}</> : null;
}

/** Whether the signed-in user's role is at least `role`. */
export function useCan(role: Role): boolean {
  return atLeast(useRole(), role);
}
