/** The console's languages: Chinese (the default) and English complete, the others partial. */
export const locales = ['zh-CN', 'en', 'fr', 'es', 'es-MX', 'de'] as const;
export type Locale = (typeof locales)[number];
