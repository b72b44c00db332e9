export { Toast, type ToastProps, type ToastTone } from './Toast';
export {
  ToastProvider,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './ToastProvider';
export { useToast } from './useToast';
