import { useToast, useTranslation } from '@newsdesk/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { contentRoute, type ContentRef } from './contentRoutes';

/**
 * Opens a content on its screen (contentRoutes.ts); an unsupported kind shows the toast
 * "This content is not support now" (content §8, `error-content-not-support`) and stays put.
 * Answers whether it navigated.
 */
export function useOpenContent() {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    (content: ContentRef): boolean => {
      const route = contentRoute(content);
      if (route === null) {
        toast.error(t('error-content-not-support'));
        return false;
      }
      void navigate(route);
      return true;
    },
    [navigate, toast, t],
  );
}

/**
 * Copies the absolute link of a content: "copied to clipboard" on success, "Copy failed" when the
 * clipboard refuses (content §8); an unsupported kind is "This content is not support now".
 */
export function useCopyContentLink() {
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    async (content: ContentRef): Promise<void> => {
      const route = contentRoute(content);
      if (route === null) {
        toast.error(t('error-content-not-support'));
        return;
      }
      try {
        await navigator.clipboard.writeText(`${window.location.origin}${route}`);
        toast.success(t('articles-link-copied'));
      } catch {
        toast.error(t('articles-copy-failed'));
      }
    },
    [toast, t],
  );
}
