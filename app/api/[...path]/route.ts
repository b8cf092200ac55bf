import { getApi } from "@/lib/api/app";

export const dynamic = "force-dynamic";

const handle = (req: Request) => getApi().fetch(req);
export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH, handle as OPTIONS, handle as HEAD };
