export { Image, type ImageFit, type ImageProps, type ImageState } from './Image';
