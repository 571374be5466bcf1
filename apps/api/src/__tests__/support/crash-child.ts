import { loadConfig } from "../../config.js";
import { startServer } from "../../server.js";

/*
 * The real server in a child process for the crash tests (jobs-crash.test.ts): configured by its
 * environment, it prints "listening <port>", then "batch <n>" before each import batch after the
 * first and "rows" after each batch a clone copies, waiting 200 ms there so that the test can
 * kill it midway (FOYER_CRASH_PAUSE=on).
 */

const pause = process.env.FOYER_CRASH_PAUSE === "on";
const say = async (line: string) => {
  process.stdout.write(`${line}\n`);
  if (pause) await new Promise((resolve) => setTimeout(resolve, 200));
};

const server = await startServer(
  { ...loadConfig(process.env), port: 0 },
  {
    imports: { beforeBatch: async ({ index }) => (index > 0 ? say(`batch ${index}`) : undefined) },
    clone: { onRows: () => say("rows") },
  },
);
const address = server.app.server.address();
process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
