export { Modal, type ModalHeaderProps, type ModalRootProps, type ModalSize } from './Modal';
