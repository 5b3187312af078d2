/** The input of an action that takes none: an empty object, nothing more (any other key is refused). */
import { z } from "zod";

/** An action that takes no input. */
export const noInputSchema = z.object({}).strict();
