import { PushDialog } from '@newsdesk/ui';

/**
 * The push dialog of the article list, in its own chunk: the list loads it (the form library, the
 * date picker, the push fields) only when staff open "Send push" on a row.
 */
export default PushDialog;
