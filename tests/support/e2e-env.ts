/** Settings shared by the end-to-end tests: the seeded admin and where the signed-in state is saved. */
export const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
};

/** Browser storage of a signed-in admin, written by auth.setup.ts. */
export const ADMIN_STATE = "tests/e2e/.auth/admin.json";
