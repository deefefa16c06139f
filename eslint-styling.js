// @ts-check
// The lint rules that keep styled-components the site's one styling library (docs/decisions/0039-styled-components.md).

/** styled-components' API, which nothing but the package defines. */
const STYLED_API = '/^(styled|css|keyframes|createGlobalStyle)$/';
const STYLED_MESSAGE = "Style with styled-components: import styled, css, keyframes and createGlobalStyle from 'styled-components'.";
/** CSS compilers a home-made styled is built on, and other CSS-in-JS libraries: the site styles with styled-components. */
export const OTHER_STYLING = {
  group: ['stylis', 'goober', '@emotion/*', 'styled-jsx', 'styled-jsx/*', '@stitches/*', '@linaria/*', '@vanilla-extract/*'],
  message: "Style with styled-components (docs/decisions/0039-styled-components.md): it is the site's one styling library.",
};

/**
 * Styles come from styled-components: no module writes a copy of it. Its API is imported from the package only,
 * never defined or re-exported elsewhere; nothing makes style sheets of its own (a style element, insertRule, a
 * constructed sheet); and the CSS compilers such copies are built on, or another CSS-in-JS library, are not
 * imported (OTHER_STYLING, in every package's import rules).
 */
export const STYLED_COMPONENTS_ONLY = {
  files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        `ImportDeclaration[source.value!='styled-components'] > ImportSpecifier[imported.name=${STYLED_API}]`,
        `ExportSpecifier[local.name=${STYLED_API}]`,
        `VariableDeclarator[id.name=${STYLED_API}]`,
        `FunctionDeclaration[id.name=${STYLED_API}]`,
      ].map((selector) => ({ selector, message: STYLED_MESSAGE })),
      ...[
        "CallExpression[callee.property.name='createElement'][arguments.0.value='style']",
        "CallExpression[callee.property.name='insertRule']",
        "NewExpression[callee.name='CSSStyleSheet']",
        "MemberExpression[property.name='adoptedStyleSheets']",
      ].map((selector) => ({ selector, message: STYLED_MESSAGE })),
    ],
  },
};
