import { PageShell } from '../components/PageShell/PageShell';

/** Leagues, registration and scoreboards: a later issue. */
export default function LeaguesPage() {
  return (
    <PageShell
      eyebrow="Compete"
      title="Inside 9 Leagues"
      description="Here you will browse active and upcoming leagues, register and follow the scoreboards."
    />
  );
}
