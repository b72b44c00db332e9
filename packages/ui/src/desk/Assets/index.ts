export { AssetTable, type AssetTableProps } from './AssetTable';
export { AssetForm, ASSET_CODE_LIMIT, ASSET_NAME_LIMIT, type AssetFormProps } from './AssetForm';
export {
  ASSET_KINDS,
  ASSET_MARKETS,
  type AssetFormValues,
  type AssetKind,
  type AssetMarket,
  type AssetRowData,
  type AssetStatus,
} from './types';
