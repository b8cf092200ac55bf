import { z } from "zod";

// Dutch messages for every zod schema (server and forms); importing this module sets it once.
z.config(z.locales.nl());
