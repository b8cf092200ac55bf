import * as z from "zod";
import nl from "zod/v4/locales/nl.js";

// Dutch messages for every zod schema (server and forms); importing this module sets it once.
// The namespace import and the one locale (not `z.locales`, which holds every language) let the
// bundler leave the rest of zod out of the browser's JavaScript (issue 27).
z.config(nl());
