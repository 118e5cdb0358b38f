// /social, first version (spec §2 "Social page"): the feed of friends' completed outings
// arrives with the outing feature; until then it shows the spec's empty state.
import { EmptyState } from '@outings/fe-kit';

export default function SocialPage() {
  return (
    <section aria-labelledby="social-title">
      <header className="page-header">
        <h1 id="social-title">Social</h1>
      </header>
      <div className="card">
        <EmptyState title="Nothing to show yet!">
          <p>You&rsquo;ll see outings completed by people in your friends network here.</p>
        </EmptyState>
      </div>
    </section>
  );
}
