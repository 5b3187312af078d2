/** `npm run db:seed`: the idempotent seed (admin user, default settings, scheduler row). */
import { getDbHandle } from "@/lib/db";
import { seedDatabase } from "@/lib/seed";
import { env } from "@/lib/env";

const handle = getDbHandle();
try {
  const admin = await seedDatabase(handle.db, env);
  console.log(admin ? `Seed done; admin user: ${admin.username}` : "Seed done; no admin user (set ADMIN_PASSWORD).");
} finally {
  await handle.close();
}
