/** The number on an icon's badge: as it is up to `max`, above it "99+" (the badge stays one short pill). */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}
