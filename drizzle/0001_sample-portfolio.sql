-- Three sample projects, added once when the database is created (a migration runs exactly once,
-- so a sample the admins delete stays deleted). Marked is_sample so the console can tell them apart.
INSERT INTO "portfolio_projects" ("title", "description", "image_url", "project_url", "technologies", "is_visible", "is_sample") VALUES
('Client Onboarding Portal', 'A secure portal where a regional accounting firm''s clients upload documents, sign engagement letters and track the status of their returns.', NULL, NULL, ARRAY['Next.js','PostgreSQL','Stripe','Tailwind CSS'], true, true),
('Field Service Dispatch Hub', 'Scheduling, routing and job tracking for a team of 40 technicians, with an AI assistant that drafts work orders from customer calls.', NULL, NULL, ARRAY['React','Node.js','OpenAI','Twilio','Mapbox'], true, true),
('Member Community Platform', 'A members-only portal for a professional association: event registration, a resource library and automated renewal reminders.', NULL, NULL, ARRAY['TypeScript','Next.js','Resend'], true, true);
