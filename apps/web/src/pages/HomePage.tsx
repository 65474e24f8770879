import { useLingui } from '@lingui/react/macro';
import { HomeExperience } from '../components/HomeExperience/HomeExperience';
import { HomeHero } from '../components/HomeHero/HomeHero';
import { HomeHighlights } from '../components/HomeHighlights/HomeHighlights';
import { HomeMembershipSteps } from '../components/HomeMembershipSteps/HomeMembershipSteps';
import { HomePlansTeaser } from '../components/HomePlansTeaser/HomePlansTeaser';
import { HomeVisit } from '../components/HomeVisit/HomeVisit';
import { PageMeta } from '../components/PageMeta/PageMeta';

/** Home: the hero film with the spec's banner, then what a visitor wants to know. */
export default function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Members-only 24/7 Golf Simulator Club in San Antonio`}
        description={t`Inside 9 is a members-only golf simulator club in San Antonio, Texas, open 24/7: practice, play and improve your game indoors regardless of weather or time of day.`}
      />
      <HomeHero />
      <HomeHighlights />
      <HomeExperience />
      <HomeMembershipSteps />
      <HomePlansTeaser />
      <HomeVisit />
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/HomePage/en.po';
