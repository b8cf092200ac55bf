/**
 * The screen kit: what every screen is assembled from. A settings list is a ListScreen (PageHeader
 * over DataTable) with column definitions (the row buttons in an actionsColumn) plus an AddDialog /
 * EditDialog with the route's zod schema; a detail page is a PageHeader (with its `back` link),
 * RouteTabs and sections (SectionCard); every change goes through useApiMutation or ConfirmDelete.
 *
 * Import from the part's own module (`@/components/kit/page-header`), not from this index: a
 * module importing the index pulls every part — forms with zod, the data table, drag and drop —
 * into its page's JavaScript (issue 27). eslint forbids importing it (no-restricted-imports).
 */
export { ConfirmDelete } from "./confirm-delete";
export { actionsColumn, DataTable, useServerTableState, type Column, type DataTableProps } from "./data-table";
export { EmptyState } from "./empty-state";
export { KeuzeVeld, type KeuzeOptie } from "./keuze-veld";
export { KopRij, type Kop } from "./kop-rij";
export { CheckboxField, FormRootError, KitForm, SelectField, submitWithServerErrors, TextField, useSchemaForm, type FormSchema, type Option } from "./form";
export { AddButton, EditButton } from "./buttons";
export { AddDialog, EditDialog, FormDialog, type FormDialogProps } from "./form-dialog";
export { ListScreen, type ListScreenProps } from "./list-screen";
export { PageHeader } from "./page-header";
export { RouteTabs } from "./route-tabs";
export { RowLink } from "./row-link";
export { SectionCard } from "./section-card";
export { useApiMutation, useFoutTekst } from "./use-api-mutation";
export { useUrlState } from "./url-state";
export { SortableList, type SortableItem } from "@/components/ui/sortable-list";
export { ScrollArea } from "@/components/ui/scroll-area";
