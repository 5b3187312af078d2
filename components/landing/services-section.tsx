/** `#services`: six service cards with four feature bullets each (site-and-admin.md §2 "Landing sections"). */
import { BarChart3, Bot, Layers, Plug, Rocket, ShieldCheck, type LucideIcon } from "lucide-react";

interface Service {
  title: string;
  summary: string;
  icon: LucideIcon;
  features: [string, string, string, string];
}

const SERVICES: Service[] = [
  {
    title: "AI-Powered Automation",
    summary: "Hand repetitive work to assistants that draft, sort and follow up for you.",
    icon: Bot,
    features: [
      "Intelligent workflow automation",
      "AI document processing",
      "Automated customer follow-ups",
      "Custom chat assistants",
    ],
  },
  {
    title: "Smart Data Analytics",
    summary: "Turn the data your portal collects into decisions.",
    icon: BarChart3,
    features: [
      "Real-time dashboards",
      "Custom reports and exports",
      "Trend and usage insights",
      "KPI tracking and alerts",
    ],
  },
  {
    title: "Rapid Deployment",
    summary: "From first call to a working portal in weeks, not months.",
    icon: Rocket,
    features: [
      "Agile, iterative delivery",
      "Working previews every week",
      "Automated testing and releases",
      "Smooth launch and handover",
    ],
  },
  {
    title: "Next-Gen Security",
    summary: "Protection for your clients' data built in from day one.",
    icon: ShieldCheck,
    features: [
      "Role-based access control",
      "Encryption in transit and at rest",
      "Secure authentication",
      "Regular security updates",
    ],
  },
  {
    title: "Seamless Integrations",
    summary: "Connect the tools your business already relies on.",
    icon: Plug,
    features: [
      "Payment and billing systems",
      "CRM and email platforms",
      "SMS and notifications",
      "Custom API connections",
    ],
  },
  {
    title: "Future-Ready Architecture",
    summary: "Built to grow with your business without a rewrite.",
    icon: Layers,
    features: [
      "Scalable cloud hosting",
      "Mobile-friendly by design",
      "Modern, maintainable code",
      "Ongoing support and upgrades",
    ],
  },
];

/** The services grid. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="below-fold bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our Services
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Everything a modern business portal needs, designed, built and supported by one team.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ title, summary, icon: Icon, features }) => (
            <li key={title} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{summary}</p>
              <ul className="grid gap-2 text-sm">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5">
                    {/* A CSS dot, not an icon: 24 inline SVGs would weigh on the first page load. */}
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
