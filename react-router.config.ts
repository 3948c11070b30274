import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./common/config/route-table";

export default {
  appDirectory: "app",
  ssr: false,
  // Every page in both languages plus the two 404 documents the server answers unknown paths with.
  prerender: () => prerenderPaths(),
} satisfies Config;
