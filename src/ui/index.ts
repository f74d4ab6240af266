/**
 * Design-system primitives. They take already-translated strings as props; nothing here
 * knows about i18n, the commerce API or the site. Styles come from tokens.css via global.css,
 * which the root layout imports once.
 *
 * Button and Accordion are client components (native elements, small enough for every page); the
 * rest render on the server too. Dialog (react-aria) is imported from `@/ui/Dialog` by the islands
 * that open one, so a page that only imports from here never carries the dialog library. Server
 * pages can pass next/link as `as` to ButtonLink.
 */
export { Accordion, AccordionItem } from './Accordion';
export type { AccordionItemProps, AccordionKey, AccordionProps, HeadingLevel } from './Accordion';
export { BREAKPOINTS, CHECKOUT_BREAKPOINTS, mediaBelow, mediaBetween, mediaFrom } from './breakpoints';
export type { Breakpoint, CheckoutBreakpoint } from './breakpoints';
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonClassName } from './buttonAppearance';
export type { ButtonAppearance, ButtonSize, ButtonVariant } from './buttonAppearance';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { CheckboxOption } from './CheckboxOption';
export type { CheckboxOptionProps } from './CheckboxOption';
export { cx } from './classNames';
export { DialogPending } from './DialogPending';
export type { DialogPendingProps } from './DialogPending';
export { FormField } from './FormField';
export type { FormFieldProps, FormFieldType } from './FormField';
export type { LinkComponent, LinkComponentProps } from './linkTarget';
export { formatPrice, formatPriceRange, Price, writtenPrices } from './Price';
export type { PriceProps, PriceRangeProps, SinglePriceProps, WrittenPrices } from './Price';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
