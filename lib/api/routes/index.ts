import type { AnyRoute } from "../route";
import Accounts from "./Accounts";
import general from "./general";

/** Every catalogue area's routes. A new area is one file in this folder and one line here. */
export const routes: AnyRoute[] = [...general, ...Accounts];
