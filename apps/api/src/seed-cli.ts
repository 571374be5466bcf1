import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { isEmpty, seedDemo } from "./db/seed.js";

/** `npm run seed`: writes the demo data into an empty database (embedded or DATABASE_URL). */
const config = loadConfig();
const database = await openDatabase(config.database);
if (await isEmpty(database.db)) {
  await seedDemo(database.db, { pastEvent: true });
  console.log("Demo data written.");
} else {
  console.log("The database already has users; nothing was seeded.");
}
await database.close();
