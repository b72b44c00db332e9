/** Content §9: the remote-search dropdown waits 400 ms after the last keystroke before searching. */
export const REMOTE_SEARCH_DELAY_MS = 400;

/** Option lists longer than this are virtualized. */
export const VIRTUALIZE_THRESHOLD = 100;
