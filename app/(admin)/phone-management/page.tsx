/** /phone-management: SMS Authorization Management (site-and-admin.md §2 "Admin screens" 4); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PhoneManagement } from "@/components/admin/phones/phone-management";
import { requireUser } from "@/lib/auth/session";
import { listAuthorizedPhones } from "@/lib/db/queries/authorized-phones";

export const metadata: Metadata = { title: "SMS Authorization Management" };

/** The authorized numbers, with add, edit, the active switch and delete. */
export default async function PhoneManagementPage() {
  await requireUser();
  const phones = await listAuthorizedPhones();
  return (
    <>
      <PageHeader
        title="SMS Authorization Management"
        description="Numbers allowed to create a specific project code by texting CODE;Description to the shared number."
      />
      <PhoneManagement phones={phones} />
    </>
  );
}
