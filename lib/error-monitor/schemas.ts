/** zod schema of the error e-mail setting on /account (`admin_settings.error_email_enabled`). */
import { z } from "zod";

export const errorEmailSchema = z.object({ errorEmailEnabled: z.boolean() });
