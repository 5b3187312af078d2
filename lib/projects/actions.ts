"use server";
/**
 * Project actions (docs/decisions/quotes-and-projects.md "The final invoice on delivery"): staff mark a
 * project delivered, which issues its final invoice once (audited by the action wrapper), and the invoice
 * form finds projects by name or client.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { deliverProject } from "./deliver-project";
import { searchProjects } from "./queries";

/** Marks project `id` delivered and issues its final invoice; answers the invoice's number, if one was issued. */
export const deliverProjectAction = adminAction(
  "projects.deliver",
  z.object({ id: rowId("Unknown project") }),
  async ({ id }, { user }) => {
    const invoice = await deliverProject(db, id, user.username, isoDay(new Date()));
    revalidatePath("/quotes/[id]", "page");
    revalidatePath("/invoices");
    return { id, invoiceId: invoice?.id ?? null, invoiceNumber: invoice?.number ?? null };
  },
);

/** Up to a screenful of projects whose name or client matches `q`. */
export const findProjectsAction = adminAction(
  "projects.view",
  z.object({ q: userText({ label: "Search" }).max(100, "At most 100 characters") }),
  async ({ q }) => searchProjects(q),
);
