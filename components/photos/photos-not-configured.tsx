/** The notice shown instead of photos when no stock-photo API key is configured. */
import { ImageOff } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** "Photo provider not configured" and how to configure it. */
export function PhotosNotConfigured() {
  return (
    <Alert>
      <ImageOff aria-hidden="true" />
      <AlertTitle>Photo provider not configured</AlertTitle>
      <AlertDescription>
        <p>
          Set <code>PEXELS_API_KEY</code> (and <code>PEXELS_BASE_URL</code> for another Pexels-compatible service) to
          search stock photos. Until then the landing page uses its gradient backgrounds.
        </p>
      </AlertDescription>
    </Alert>
  );
}
