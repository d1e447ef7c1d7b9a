import type { FooterSettings, UpdateProfileRequest } from '@stagelink/contracts';

/**
 * The footer's copyright name follows the profile's name while it is the same text; once the
 * owner writes another, it is theirs and stays (docs/decisions.md, D-112). A save that renames
 * and sends the footer unchanged (the profile form sends both) renames the footer too.
 */
export function withFooterFollowingName(
  current: { name: string; footerSettings: FooterSettings },
  changes: Partial<UpdateProfileRequest>,
): Partial<UpdateProfileRequest> {
  if (changes.name === undefined || changes.name === current.name) return changes;
  const footer = changes.footerSettings ?? current.footerSettings;
  if (footer.copyrightName !== current.name) return changes;
  return { ...changes, footerSettings: { ...footer, copyrightName: changes.name } };
}
