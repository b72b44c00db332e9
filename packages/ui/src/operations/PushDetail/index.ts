export { PushDetail, type PushDetailData, type PushDetailProps } from './PushDetail';
