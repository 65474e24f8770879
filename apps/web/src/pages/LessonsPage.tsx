import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { MemberPageHeader } from '../components/AccountPageHeader/MemberPageHeader';
import { LessonWizard } from '../components/LessonWizard/LessonWizard';
import {
  MembersOnlyAlert,
  useMembersOnlyRefusal,
} from '../components/MembersOnly/MembersOnlyAlert';

/** /lessons: book a lesson with a certified coach (issue 24). */
export default function LessonsPage() {
  const { t } = useLingui();
  const refused = useMembersOnlyRefusal();
  return (
    <>
      <MemberPageHeader
        eyebrow={t`Lessons with certified coaches`}
        title={t`Book A Lesson`}
        lead={t`Choose a coach (or any coach), a day, 30 or 60 minutes and a start time; we hold a bay for you.`}
      />
      <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
        {refused ? <MembersOnlyAlert message={refused} /> : <LessonWizard />}
      </Container>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/LessonsPage/en.po';
