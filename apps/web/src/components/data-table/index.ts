export { DataTable, type Column, type TableQuery } from './data-table';
export { DateFilter, TextFilter, SelectFilter } from './filters';
export { Pager } from './pager';
export { useListParams, type ListParams, type SortOrder } from './use-list-params';
