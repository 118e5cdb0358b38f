// /outing (spec §2 "Outing-planning page"): the outing draft (prompt, members, 'Create
// Outing'), then the activities to choose from.
import { ActivitiesSection } from './activities/activities-section';
import { OutingDraftPanel } from './members/outing-draft-panel';
import './outing-page.css';

export default function OutingPage() {
  return (
    <section aria-labelledby="outing-title">
      <header className="page-header">
        <h1 id="outing-title">Plan an Outing</h1>
      </header>
      <OutingDraftPanel />
      <ActivitiesSection />
    </section>
  );
}
