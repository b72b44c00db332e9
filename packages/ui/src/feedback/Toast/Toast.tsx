import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
import { Message, ToastRoot } from './Toast.styles';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastProps extends Omit<ComponentPropsWithRef<'li'>, 'children'> {
  /**
   * The icon and colour: `info` (default), `success` or `error` (errors are announced assertively).
   */
  tone?: ToastTone;
  /** The message, already translated. */
  children: ReactNode;
  /** Called by the close button. */
  onDismiss?: () => void;
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/**
 * One toast, as the viewport of `ToastProvider` shows it (a list item). Errors are announced
 * assertively (`role="alert"`), success and information politely (`role="status"`). The close button
 * sits outside the live region so it is not read as part of the message.
 */
export function Toast({ tone = 'info', children, onDismiss, ...rest }: ToastProps) {
  const { t } = useTranslation();
  const Icon = icons[tone];
  return (
    <ToastRoot data-tone={tone} {...rest}>
      <Icon data-part="icon" aria-hidden />
      <Message role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {children}
      </Message>
      {onDismiss && (
        <IconButton
          size="sm"
          label={t('toast-dismiss')}
          icon={<X aria-hidden />}
          onClick={onDismiss}
          data-part="close"
        />
      )}
    </ToastRoot>
  );
}
