import { PageShell } from '../components/PageShell/PageShell';

/** Member booking wizard: a later issue. */
export default function BookingPage() {
  return (
    <PageShell
      eyebrow="San Antonio"
      title="Book A Golf Simulator"
      description="Here you will pick a day, a duration and a start time to reserve a simulator bay."
    />
  );
}
