/** The signed-in user as the header shows them (name and avatar), read by the header and its account menu. */
export interface HeaderUser {
  name: string;
  /** The avatar image (the default avatar when the user has none). */
  avatarUrl: string;
}
