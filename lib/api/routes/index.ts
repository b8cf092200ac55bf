import type { AnyRoute } from "../route";
import Accounts from "./Accounts";
import Administraties from "./Administraties";
import general from "./general";
import Schooljaren from "./Schooljaren";

/** Every catalogue area's routes. A new area is one file in this folder and one line here. */
export const routes: AnyRoute[] = [...general, ...Accounts, ...Administraties, ...Schooljaren];
