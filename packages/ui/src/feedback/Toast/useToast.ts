import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastProvider';

/**
 * `{ success, error, info, dismiss }` of the nearest `ToastProvider` (the one `NewsdeskProvider`
 * mounts). Each call returns the toast's id.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a ToastProvider (NewsdeskProvider mounts one).');
  return api;
}
