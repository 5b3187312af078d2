"use client";
/** The two tabs of /account, Profile and Password (docs/spec/site-and-admin.md §2, §4 "Account page tabs"). */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PasswordForm } from "./password-form";
import { ProfileForm, type ProfileDefaults } from "./profile-form";

/** Profile (selected first) and Password, each in its own card. */
export function AccountTabs({ profile }: { profile: ProfileDefaults }) {
  return (
    <Tabs defaultValue="profile" className="max-w-2xl gap-4">
      <TabsList>
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="password">Password</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>Your contact details.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm defaults={profile} />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="password">
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>At least 6 characters. Changing it signs you out everywhere else.</CardDescription>
          </CardHeader>
          <CardContent>
            <PasswordForm />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
