// The zod side of a schema form (issue 27): the resolver and zod's Dutch messages. kit/form loads
// this module with import() after the page is interactive (and at the latest on the first
// validation), so a page whose form is the page does not carry it in its first load.
import "@/lib/zod-nl";

export { zodResolver } from "@hookform/resolvers/zod";
