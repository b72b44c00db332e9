export { DeskActions, DeskCellText, DeskFields, DeskRow } from './styles';
