export { Button, ButtonLink } from './button';
export { EmptyState } from './empty-state';
export { Field, FieldError, TextAreaField } from './field';
export { GlobalStyle } from './global-style';
export { Card, Page, PageTitle } from './layout';
export { NotFoundPage } from './not-found';
export { Price, formatRupees } from './price';
export { Spinner } from './spinner';
export { theme, type Theme } from './theme';
