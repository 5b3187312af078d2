"use client";
/**
 * The General tab of the older settings screen (site-and-admin.md §2 screen 8): each known setting as
 * an editable text box, saved when its value changes (on leaving the box or pressing Enter, the
 * text input's change event). Values are checked per key on the server; a rejected value is restored.
 */
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminSetting } from "@/lib/db/queries/settings-admin";
import { updateSettingAction } from "@/lib/settings/actions";
import { useActionErrorToast } from "../use-action-error-toast";

/** One setting's row. */
function SettingRow({ setting }: { setting: AdminSetting }) {
  const toastError = useActionErrorToast();
  const id = `setting-${setting.settingKey}`;
  const [saved, setSaved] = useState(String(setting.settingValue));
  const [text, setText] = useState(saved);
  // Enter and the blur that may follow must not save twice.
  const saving = useRef(false);

  async function commit() {
    if (saving.current || text.trim() === saved) return;
    saving.current = true;
    const result = await updateSettingAction({ key: setting.settingKey, value: text }).catch(() => null);
    saving.current = false;
    if (!result?.ok) {
      setText(saved);
      return toastError(result?.error, { title: "Failed to update settings", fallback: "Please try again." });
    }
    const value = String(result.data.value);
    setSaved(value);
    setText(value);
    toast.success("Setting saved", { description: `${setting.settingKey} = ${value}` });
  }

  return (
    <li className="grid gap-2 rounded-lg border p-4 sm:grid-cols-[1fr_12rem] sm:items-center">
      <div className="grid gap-1">
        <Label htmlFor={id} className="font-mono">
          {setting.settingKey}
        </Label>
        {setting.description && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {setting.description} (true or false)
          </p>
        )}
      </div>
      <Input
        id={id}
        value={text}
        aria-describedby={setting.description ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void commit();
          }
        }}
      />
    </li>
  );
}

/** The list of settings. */
export function GeneralSettingsTab({ settings }: { settings: AdminSetting[] }) {
  if (settings.length === 0) return <p className="py-10 text-center text-muted-foreground">No settings found.</p>;
  return (
    <ul aria-label="Settings" className="grid gap-3">
      {settings.map((setting) => (
        <SettingRow key={setting.settingKey} setting={setting} />
      ))}
    </ul>
  );
}
