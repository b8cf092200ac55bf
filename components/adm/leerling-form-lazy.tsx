"use client";

import { lazy } from "react";
import { laadFormDialog } from "@/components/kit/form-dialog";

/** The pupil's add/edit dialog (its form and zod schema) as a module loaded on the first click (issue 27). */
export const laadLeerlingForm = () => Promise.all([import("./leerling-form"), laadFormDialog()]).then(([m]) => m);
export const LeerlingFormDialog = lazy(() => laadLeerlingForm().then((m) => ({ default: m.LeerlingFormDialog })));
