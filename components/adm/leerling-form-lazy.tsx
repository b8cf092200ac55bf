"use client";

import { lazy } from "react";

/** The pupil's add/edit dialog (its form and zod schema) as a module loaded on the first click (issue 27). */
export const laadLeerlingForm = () => import("./leerling-form");
export const LeerlingFormDialog = lazy(() => laadLeerlingForm().then((m) => ({ default: m.LeerlingFormDialog })));
