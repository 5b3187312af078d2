"use client";
/**
 * The Photo Library's details dialog (docs/spec/site-and-admin.md §2 screen 10, §8, §9): the photo, its
 * photographer credit, and Small (640px), Medium (1280px) and Large (1920px) renditions, each with copy
 * URL and download ("Download failed" / "Failed to download image" when the download fails).
 */
import { useState } from "react";
import { Copy, Download, ExternalLink } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PHOTO_SIZES, photoSizeUrl, type PhotoSize } from "@/lib/photos/sizes";
import type { StockPhoto } from "@/lib/photos/types";

/** The file name a download is saved under, e.g. `photo-1001-medium.jpg` (the extension from the URL when it has one). */
function fileName(photo: StockPhoto, size: PhotoSize): string {
  const extension = /\.(jpe?g|png|webp)(?:[?#]|$)/i.exec(photo.originalUrl)?.[1]?.toLowerCase() ?? "jpg";
  return `photo-${photo.id}-${size.label.toLowerCase()}.${extension}`;
}

/** Fetches the image and saves it through a temporary link; throws when the image cannot be fetched. */
async function download(url: string, name: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** The dialog for `photo` (closed when null). */
export function PhotoDetailsDialog({ photo, onClose }: { photo: StockPhoto | null; onClose: () => void }) {
  const [downloading, setDownloading] = useState<string | null>(null);

  async function copy(url: string, size: PhotoSize) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("URL copied", {
        description: `${size.label} (${size.widthPx}px) image URL copied to the clipboard.`,
      });
    } catch {
      toast.error("Copy failed", { description: "The clipboard is not available. Select and copy the URL instead." });
    }
  }

  async function save(url: string, size: PhotoSize) {
    if (!photo) return;
    setDownloading(size.label);
    try {
      await download(url, fileName(photo, size));
    } catch {
      toast.error("Download failed", { description: "Failed to download image" });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {photo && (
          <>
            <DialogHeader>
              <DialogTitle>Photo Details</DialogTitle>
              <DialogDescription>{photo.alt || "Stock photo"}</DialogDescription>
            </DialogHeader>
            <div
              className="overflow-hidden rounded-lg border bg-muted"
              style={photo.avgColor ? { backgroundColor: photo.avgColor } : undefined}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- provider-hosted photo; next/image would need the provider's host allow-listed */}
              <img src={photo.url} alt={photo.alt} className="max-h-80 w-full object-contain" />
            </div>
            <p className="text-sm">
              Photo by{" "}
              <a
                href={photo.photographerUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary hover:underline"
              >
                {photo.photographer}
              </a>
              {photo.pageUrl && (
                <>
                  {" "}
                  on{" "}
                  <a
                    href={photo.pageUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    Pexels
                    <ExternalLink className="size-3" aria-hidden="true" />
                  </a>
                </>
              )}
              <span className="text-muted-foreground">
                {" "}
                · original {photo.width} × {photo.height}
              </span>
            </p>
            <ul aria-label="Sizes" className="grid gap-2">
              {PHOTO_SIZES.map((size) => {
                const url = photoSizeUrl(photo.originalUrl, size.widthPx);
                const label = `${size.label} (${size.widthPx}px)`;
                return (
                  <li
                    key={size.label}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                  >
                    <span className="text-sm font-medium">{label}</span>
                    <span className="flex gap-2">
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Copy ${label} URL`}
                        onClick={() => copy(url, size)}
                      >
                        <Copy aria-hidden="true" />
                        Copy URL
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Download ${label}`}
                        disabled={downloading !== null}
                        onClick={() => save(url, size)}
                      >
                        <Download aria-hidden="true" />
                        {downloading === size.label ? "Downloading..." : "Download"}
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
