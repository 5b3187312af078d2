"use client";
/**
 * The General tab of the older settings screen (docs/spec/site-and-admin.md §2 screen 8): each known setting as
 * an editable text box, saved when its value changes (on leaving the box or pressing Enter, the
 * text input's change event). Values are checked per key on the server; a rejected value is restored. A role
 * that may not change the public site reads the values in read-only boxes.
 */
import { useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminSetting } from "@/lib/settings/admin-queries";
import { updateSettingAction } from "@/lib/settings/actions";
import { useAdminAction } from "@/components/console/use-admin-action";
import { EmptyState } from "@/components/console/empty-state";
import { useMay } from "@/components/console/role-context";

/** One setting's row. */
function SettingRow({ setting }: { setting: AdminSetting }) {
  const may = useMay("settings.public-site");
  const id = `setting-${setting.settingKey}`;
  const [saved, setSaved] = useState(String(setting.settingValue));
  const [text, setText] = useState(saved);
  // Enter and the blur that may follow in the same moment must not save twice (`pending` is not yet rendered then).
  const saving = useRef(false);
  const save = useAdminAction(updateSettingAction, {
    errorMessage: { title: "Failed to update settings", fallback: "Please try again." },
    successMessage: ({ value }) => ({
      title: "Setting saved",
      description: `${setting.settingKey} = ${String(value)}`,
    }),
    onSuccess: ({ value }) => {
      setSaved(String(value));
      setText(String(value));
    },
    onError: () => setText(saved),
  });

  async function commit() {
    if (saving.current || text.trim() === saved) return;
    saving.current = true;
    await save.run({ key: setting.settingKey, value: text });
    saving.current = false;
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
        readOnly={!may}
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

/** Every `admin_settings` key with its value, each editable in place; an empty state when there are none. */
export function GeneralSettingsTab({ settings }: { settings: AdminSetting[] }) {
  if (settings.length === 0) return <EmptyState>No settings found.</EmptyState>;
  return (
    <ul aria-label="Settings" className="grid gap-3">
      {settings.map((setting) => (
        <SettingRow key={setting.settingKey} setting={setting} />
      ))}
    </ul>
  );
}
