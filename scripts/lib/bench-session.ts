import type { Role } from "../../common/contract";
import { hashToken, newToken } from "../../server/services/tokens";
import { openDatabase, type OpenDatabaseOptions } from "../../server/db/client";
import { adminSessions, adminUsers } from "../../server/db/schema";

/** A back-office session in the database the server will open, as a sign-in leaves it: its token. */
export async function benchSession(options: OpenDatabaseOptions, role: Role): Promise<string> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const [user] = await database.db
      .insert(adminUsers)
      .values({ email: `bench-${role}@neutra.test`, webauthnUserId: newToken(), role })
      .returning({ id: adminUsers.id });
    const token = newToken();
    await database.db
      .insert(adminSessions)
      .values({ tokenHash: hashToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return token;
  } finally {
    await database.close();
  }
}
