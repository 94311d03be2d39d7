import { greetingForHour, subtitleForAgeGroup } from "../../../shared/rules/greeting";
import { useSignedInUser } from "../auth/api/current-user";

/** Home dashboard (spec §2 Home); the lesson path and stats arrive with the learning core. */
export function HomePage() {
  const user = useSignedInUser();
  const greeting = greetingForHour(new Date().getHours());
  return (
    <section aria-labelledby="home-greeting">
      <h1 id="home-greeting" className="text-3xl font-extrabold">
        {greeting}, {user.username}!
      </h1>
      <p className="mt-1 text-lg text-ink-soft">{subtitleForAgeGroup(user.onboardingData?.childAge)}</p>
    </section>
  );
}
