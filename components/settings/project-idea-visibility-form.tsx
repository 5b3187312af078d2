"use client";
/**
 * Site Settings (docs/spec/site-and-admin.md §2 screen 7, §8): Landing Page Visibility with the "Got a Project
 * Idea?" switch, Save Changes, and a Visible/Hidden preview of what the landing page will show. Roles that may
 * not change the public site see the switch disabled and no Save Changes.
 */
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { saveShowProjectIdeaAction } from "@/lib/settings/actions";
import { useAdminAction } from "@/components/console/use-admin-action";
import { IfMay } from "@/components/console/if-may";
import { useMay } from "@/components/console/role-context";

interface ProjectIdeaVisibilityFormProps {
  /** The stored value, or null when it could not be read. */
  saved: boolean | null;
  /** The number visitors text their ideas to, as displayed. */
  phoneNumber: string;
}

/** The card with the switch; saving writes the setting and refreshes the landing page. */
export function ProjectIdeaVisibilityForm({ saved, phoneNumber }: ProjectIdeaVisibilityFormProps) {
  const [value, setValue] = useState(saved ?? false);
  const may = useMay("settings.public-site");
  const save = useAdminAction(saveShowProjectIdeaAction, {
    errorMessage: { title: "Error", fallback: "Failed to update settings" },
    successMessage: (stored) => ({
      title: "Settings saved",
      description: `The "Got a Project Idea?" section is now ${stored.value ? "visible" : "hidden"} on the landing page.`,
    }),
  });

  useEffect(() => {
    if (saved === null) toast.error("Error", { description: "Failed to fetch setting" });
  }, [saved]);

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>
          <h2>Landing Page Visibility</h2>
        </CardTitle>
        <CardDescription>Choose which optional sections visitors see on the landing page.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor="show-project-idea">Got a Project Idea? section</Label>
            <p className="text-sm text-muted-foreground" id="show-project-idea-hint">
              Invites visitors to text their project idea to {phoneNumber} and receive a custom project code.
            </p>
          </div>
          <Switch
            id="show-project-idea"
            aria-describedby="show-project-idea-hint"
            checked={value}
            onCheckedChange={setValue}
            disabled={saved === null || !may}
          />
        </div>
        <div className="flex items-center gap-3 rounded-lg bg-muted/50 p-4 text-sm">
          <span className="font-medium">Preview:</span>
          <span>Got a Project Idea? section</span>
          <Badge variant={value ? "default" : "secondary"}>{value ? "Visible" : "Hidden"}</Badge>
        </div>
      </CardContent>
      <IfMay permission="settings.public-site">
        <CardFooter className="justify-end">
          <Button onClick={() => void save.run({ value })} disabled={save.pending || saved === null}>
            {save.pending ? "Saving..." : "Save Changes"}
          </Button>
        </CardFooter>
      </IfMay>
    </Card>
  );
}
