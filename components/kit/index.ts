/**
 * The screen kit: what every screen is assembled from. A settings list is a DataTable with column
 * definitions plus a FormDialog with the route's zod schema; a detail page is a PageHeader,
 * RouteTabs and sections; every change goes through useApiMutation or ConfirmDelete.
 */
export { ConfirmDelete } from "./confirm-delete";
export { DataTable, RowLink, useServerTableState, type Column, type DataTableProps } from "./data-table";
export { EmptyState } from "./empty-state";
export { CheckboxField, FormRootError, KitForm, SelectField, submitWithServerErrors, TextField, useSchemaForm, type FormSchema, type Option } from "./form";
export { FormDialog } from "./form-dialog";
export { PageHeader } from "./page-header";
export { RouteTabs } from "./route-tabs";
export { useApiMutation, useFoutTekst } from "./use-api-mutation";
export { useUrlState } from "./url-state";
export { SortableList, type SortableItem } from "@/components/ui/sortable-list";
export { ScrollArea } from "@/components/ui/scroll-area";
