"use client";

import { PlanLessen } from "@/components/groepsplannen/plan-lessen";
import { useHandelingsplan } from "./handelingsplan-scherm";

/** Tab lesspapers: the lessons of the plan (OnderwijsplanLessen). */
export function HandelingsplanLesspapers({ admnr, id }: { admnr: number; id: number }) {
  const { data: plan } = useHandelingsplan(admnr, id);
  if (!plan) return null;
  return <PlanLessen admnr={admnr} onderwijsplanId={plan.id} magBewerken={plan.magBewerken} />;
}
