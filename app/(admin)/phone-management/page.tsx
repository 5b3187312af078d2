/** /phone-management: SMS Authorization Management (docs/spec/site-and-admin.md §2 "Admin screens" 4); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { PhoneManagement } from "@/components/phones/phone-management";
import { requireUser } from "@/lib/auth/session";
import { authorizedPhoneStats, pageAuthorizedPhones } from "@/lib/phones/queries";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "SMS Authorization Management" };

/** One page of authorized numbers, searched from `?q=`, with add, edit, the active switch and delete. */
export default async function PhoneManagementPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const request = readListParams(await searchParams);
  const [{ page, total }, stats] = await Promise.all([pageAuthorizedPhones(request), authorizedPhoneStats()]);
  return (
    <>
      <PageHeader
        title="SMS Authorization Management"
        description="Numbers allowed to create a specific project code by texting CODE;Description to the shared number."
      />
      <PhoneManagement page={page} total={total} stats={stats} searching={request.q !== ""} />
    </>
  );
}
