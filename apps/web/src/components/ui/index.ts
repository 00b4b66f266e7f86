export { Alert, type AlertProps, type AlertVariant } from './alert';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, type CardProps } from './card';
export { cn, focusRing } from './class-names';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Spinner, type SpinnerProps } from './spinner';
export { Pager, type PagerProps } from './pager';
