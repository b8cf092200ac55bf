import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { DataTable, type DataTableProps } from "./data-table";
import { PageHeader } from "./page-header";

export type ListScreenProps<T> = Omit<DataTableProps<T>, "label" | "className"> & {
  /** The h1 and the table's accessible name. */
  title: string;
  description?: ReactNode;
  /** The screen's main actions (the add button or dialog). */
  actions?: ReactNode;
  /** Between the header and the table: navigation, filters, a count. */
  children?: ReactNode;
  /** Below the table. */
  after?: ReactNode;
  className?: string;
};

/** A list screen: the PageHeader over the DataTable of the same name; the rest goes to the table. */
export function ListScreen<T>({ title, description, actions, children, after, className, ...table }: ListScreenProps<T>) {
  return (
    <section className={cn("space-y-4", className)}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
      <DataTable label={title} {...table} />
      {after}
    </section>
  );
}
