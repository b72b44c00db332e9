export * from './OrderTable';
export * from './OrderTableRemark';
