"use client";
/**
 * "This Site as a Remote Site": where an admin pastes the key a hub issued for this app, so the hub can
 * sync it and send it commands (docs/federation-protocol.md). Shows whether a key is configured (stored
 * here or in FEDERATION_SITE_KEY), never the key itself; the form shows only to the roles that may set the key.
 */
import { IfMay } from "@/components/console/if-may";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { clearRemoteSiteKeyAction, setRemoteSiteKeyAction } from "@/lib/federation/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { remoteSiteKeySchema } from "@/lib/federation/schemas";
import { formatDate } from "@/lib/format/date";
import { useAdminAction } from "@/components/console/use-admin-action";

/** Key status as the page read it. */
export interface RemoteKeyStatus {
  fromEnvironment: boolean;
  storedAt: string | null;
  storedBy: string | null;
}

/** The card; `baseUrl` is this app's public address (what a hub registers). */
export function RemoteSiteKeyCard({ status, baseUrl }: { status: RemoteKeyStatus; baseUrl: string }) {
  const router = useRouter();
  const form = useForm<z.input<typeof remoteSiteKeySchema>, unknown, z.output<typeof remoteSiteKeySchema>>({
    resolver: zodResolver(remoteSiteKeySchema),
    defaultValues: { key: "" },
  });
  const key = useWatch({ control: form.control, name: "key" });
  const save = useAdminAction(setRemoteSiteKeyAction, {
    form,
    errorMessage: { title: "Failed to Save Site Key", fallback: "Please try again." },
    successMessage: { title: "Site Key Saved", description: "Hubs presenting this key can now sync this site." },
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  const clear = useAdminAction(clearRemoteSiteKeyAction, {
    errorMessage: { title: "Failed to Remove Site Key", fallback: "Please try again." },
    successMessage: "Site Key Removed",
    onSuccess: () => router.refresh(),
  });

  const configured = status.fromEnvironment || status.storedAt !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>This Site as a Remote Site</h2>
        </CardTitle>
        <CardDescription>
          Another hub can sync this site at <code>{baseUrl}</code> once it holds a key this site accepts.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p data-testid="remote-key-status">
          {status.storedAt
            ? `A site key is set (saved ${formatDate(status.storedAt)}${status.storedBy ? ` by ${status.storedBy}` : ""}).`
            : status.fromEnvironment
              ? "A site key is set in FEDERATION_SITE_KEY."
              : "No site key is set: hubs are refused (503) until you add one."}
          {status.storedAt && status.fromEnvironment && " FEDERATION_SITE_KEY is accepted too."}
        </p>
        <IfMay permission="federation.remote-site-key.set">
          <Form {...form}>
            {/* The typed key is sent as it is; the server parses it again. */}
            <form
              onSubmit={form.handleSubmit(() => save.run(form.getValues()))}
              noValidate
              className="flex flex-wrap items-end gap-2"
            >
              <FormField
                control={form.control}
                name="key"
                render={({ field }) => (
                  <FormItem className="min-w-64 flex-1">
                    <FormLabel>Site key from the hub</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="off" placeholder="Paste the key the hub issued" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" disabled={key.trim().length < 32 || save.pending}>
                {save.pending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Save Site Key
              </Button>
              {status.storedAt && (
                <IfMay permission="federation.remote-site-key.clear">
                  <Button type="button" variant="outline" disabled={clear.pending} onClick={() => void clear.run({})}>
                    Remove Key
                  </Button>
                </IfMay>
              )}
            </form>
          </Form>
        </IfMay>
        {!configured && (
          <p className="text-xs text-muted-foreground">
            Keys are at least 32 characters; only a hash of the key is kept.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
