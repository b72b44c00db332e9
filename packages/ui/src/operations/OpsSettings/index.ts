export { BannerEditor } from './BannerEditor';
export { CategoryEditor } from './CategoryEditor';
export { EntryEditor } from './EntryEditor';
export { NavigatorEditor } from './NavigatorEditor';
export { SplashEditor } from './SplashEditor';
export * from './types';
