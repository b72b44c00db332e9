export {
  ExternalItemDetail,
  type ExternalItemDetailData,
  type ExternalItemDetailProps,
  type ExternalItemReview,
} from './ExternalItemDetail';
