import { PageShell } from '../components/PageShell/PageShell';

/** Plans (mounted at /memberships and /join-membership). Cards and FAQ: a later issue. */
export default function PlansPage() {
  return (
    <PageShell
      eyebrow="Become a Member"
      title="Membership Plans"
      description="This page will present the Starter, Pro and Elite plans and answer common membership questions."
    />
  );
}
