/** What other client areas may use of the Catalog area: its list, editor and fields (the People area). */
export { useAreaWrite, useCatalogOptions } from './api';
export { CategoryFinder } from './category-finder';
export { CheckField, NumberField, SelectField, TextField, toNumber } from './fields';
export { RecordEditor } from './record-editor';
export { RecordList, yesNo } from './record-list';
