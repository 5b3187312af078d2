// GET /api/user - the signed-in user (docs/spec/site-and-admin.md §7 "Auth and account"); 401 JSON when signed out
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";

/** `{ user: { username, email, firstName, lastName, phoneNumber } }`: the client-visible fields only (§3 "User"). */
export const GET = withAdmin("account.view", async (_request, { user }) =>
  NextResponse.json({
    user: {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
    },
  }),
);
