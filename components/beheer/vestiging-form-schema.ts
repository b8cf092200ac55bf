import * as z from "zod";
import { vestigingToevoegen } from "@/lib/schemas/vestigingen";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";

/**
 * The route's fields; the select's empty choice ("") is "unknown", sent as null. Its own module,
 * loaded by the form after the page is interactive (issue 27).
 */
export const formSchema = vestigingToevoegen.extend({ schoolsoort: z.union([z.enum(SCHOOLSOORTEN), z.literal("")]) });
