/** The shared HTML allow-list (filled in by the sanitizer work). */
export {};
