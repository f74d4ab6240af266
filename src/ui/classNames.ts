/** Joins the class names that are set, so conditional modifiers read as `cx(styles.root, isX && styles.x)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
