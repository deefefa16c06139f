import type { FirstPaintStyle } from '@campus/shared/contract';

/**
 * Where a styled-components server sheet names a group: each component's rules are followed by a marker
 * `data-styled.g<group>[id="<component id>"]{content:"<class names>"}`, one per line ending in its `/*!sc*\/`
 * separator. The browser's styled-components rehydrates from these: the group orders the rules in its sheet and is
 * what it clears when a global style renders again (docs/decisions/0039-styled-components.md).
 */
const GROUP_MARKER = /(^|\/\*!sc\*\/\n)data-styled\.g(\d+)\[id="/g;

function groupsOf(styles: readonly FirstPaintStyle[]): number[] {
  return styles.flatMap((style) => [...style.css.matchAll(GROUP_MARKER)].map((match) => Number(match[2])));
}

/**
 * The area's first-paint styles, to come after the shell's in one page. The shell and the area are rendered by
 * two bundles, each with its own styled-components numbering groups from 1, so the same number would name a
 * shell component and an area component: rehydrated together, a rule of one would be ordered, or cleared, with
 * the other. The area's groups are moved past the shell's; what each group holds stays as its bundle wrote it.
 */
export function stylesAfter(shell: readonly FirstPaintStyle[], area: readonly FirstPaintStyle[]): FirstPaintStyle[] {
  const offset = Math.max(0, ...groupsOf(shell));
  if (offset === 0) return [...area];
  return area.map((style) => ({
    ...style,
    css: style.css.replace(GROUP_MARKER, (_match, start: string, group: string) => `${start}data-styled.g${Number(group) + offset}[id="`),
  }));
}
