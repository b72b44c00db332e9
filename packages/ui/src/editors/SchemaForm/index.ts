export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export {
  checkSchema,
  checkSchemaText,
  countFields,
  emptyValue,
  MAX_SCHEMA_DEPTH,
  SCHEMA_ERROR,
  toJsonSchema,
  VALUE_ERROR,
  valueErrors,
  type SchemaCheck,
  type SchemaField,
  type SchemaFieldType,
} from './schemaModel';
