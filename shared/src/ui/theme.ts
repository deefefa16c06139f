export const theme = {
  colors: {
    primary: '#1f4e79',
    primaryHover: '#163a5c',
    accent: '#f2a900',
    text: '#1c1f23',
    muted: '#5b6470',
    border: '#d7dce2',
    surface: '#ffffff',
    background: '#f5f7fa',
    danger: '#b3261e',
    success: '#1e7b34',
    /** Behind something that waits for the member, such as a checkout awaiting payment. */
    attention: '#fff8e6',
    ownMessage: '#dcf3e4',
    otherMessage: '#ffffff',
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(16, 24, 40, 0.12)',
  breakpoints: { sm: '576px', md: '768px', lg: '992px' },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type Theme = typeof theme;

// Every styled component's `props.theme` is this theme, given by `ThemeProvider` in AppProviders
// (docs/decisions/0039-styled-components.md).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation styled-components documents for a typed theme
  export interface DefaultTheme extends Theme {}
}
