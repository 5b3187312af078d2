/** /photo-library: Photo Library (docs/spec/site-and-admin.md §2 "Admin screens" 10). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { PhotoLibrary } from "@/components/photos/photo-library";
import { PhotosNotConfigured } from "@/components/photos/photos-not-configured";
import { requireUser } from "@/lib/auth/session";
import { photoClient } from "@/lib/photos/client";

export const metadata: Metadata = { title: "Photo Library" };

/** Stock-photo search and the curated collection, or how to configure the provider; signed-in users only. */
export default async function PhotoLibraryPage() {
  await requireUser();
  return (
    <>
      <PageHeader
        title="Photo Library"
        description="Search stock photos and the curated collection; copy or download them in three sizes."
      />
      {photoClient().configured ? <PhotoLibrary /> : <PhotosNotConfigured />}
    </>
  );
}
