import { PageShell } from '../components/PageShell/PageShell';

/** Free demo request. The form comes in a later issue. */
export default function DemoBookingPage() {
  return (
    <PageShell
      eyebrow="Free Demo"
      title="Book a free demo today"
      description="Here you will be able to request a free demo session. Membership is selective and requires approval after a demo session."
    />
  );
}
