// The outing modal's body (spec §2, §4): the outing read for the caller, what everyone
// sees of it, then what the caller's place in it allows: an invitee joins, a member
// works on it, someone who flaked only reads that they did.
import { OUTING_MESSAGES } from '@outings/contracts';
import { PageLoading, useOuting, useSessionState } from '@outings/fe-kit';
import { InviteeActions } from './invitee-actions';
import { MemberActions } from './member-actions';
import { roleIn } from './outing-roles';
import { OutingSummary } from './outing-summary';
import './outing-modal.css';

export function OutingModal({ outingID }: { outingID: string }) {
  const user = useSessionState((session) => session.user);
  const detail = useOuting(outingID);
  if (!user) return null;
  if (detail.state === 'loading') return <PageLoading text="Loading Outing.." />;
  if (detail.state === 'failed') return <p role="alert">This outing cannot be shown right now.</p>;
  const { outing, users } = detail;
  const role = roleIn(outing, user._id);
  return (
    <div className="outing-modal">
      <OutingSummary outing={outing} users={users} />
      {role === 'invitee' && <InviteeActions outing={outing} userID={user._id} />}
      {role === 'member' && <MemberActions outing={outing} userID={user._id} />}
      {role === 'flaked' && (
        <p className="outing-modal__flaked" role="status">
          {OUTING_MESSAGES.flakedOut}
        </p>
      )}
    </div>
  );
}
