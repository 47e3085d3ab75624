// Roles from least to most powerful, as the API orders them. The screens
// hide what a role cannot do; the API stays the authority.
export type Role = 'viewer' | 'editor' | 'admin' | 'owner';

const rank: Record<Role, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/** Whether `role` is at least `needed`. */
export function atLeast(role: Role | null | undefined, needed: Role): boolean {
  if (!role) return false;
  return rank[role] >= rank[needed];
}
