/** The about block with the spec's claimed statistics (site-and-admin.md §1: 150+ portals, 10 years, 98% success, since 2015). */

const STATS = [
  { value: "150+", label: "Portals delivered" },
  { value: "10", label: "Years of experience" },
  { value: "98%", label: "Client success rate" },
];

/** The about section. */
export function AboutSection() {
  return (
    <section aria-labelledby="about-heading" className="below-fold bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div className="grid gap-4">
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            About Custom Portal Solutions
          </h2>
          <p className="text-lg text-muted-foreground">
            Since 2015 we have helped small businesses, agencies and growing companies replace spreadsheets, email
            chains and off-the-shelf tools with portals built around how they actually work.
          </p>
          <p className="text-muted-foreground">
            You work directly with the people who design and build your project, from the first conversation to launch
            and beyond, and today we add AI-powered automation to take the routine work off your team&apos;s plate.
          </p>
        </div>
        <dl className="grid gap-6 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-6 text-center shadow-sm"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
