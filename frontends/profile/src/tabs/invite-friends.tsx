// 'Invite Friends' (over the Friends tab): the user's personal invite link. Whoever signs
// up through it becomes their friend at once. On a phone the share sheet sends it, on a
// desktop it is copied; the user can make a new one (the old stops working) or turn it
// off. Its limits (INVITE_LINK_LIMITS) are said, so nobody wonders why it stopped working.
import { INVITE_LINK_LIMITS, inviteLinkUrl, type InviteLink, type InviteLinkAnswer } from '@outings/contracts';
import { apiData, Button, EmptyState, friendsApi, openModal, PageLoading, queryClient, queryKeys, useQuery, useSessionState, type ApiResult } from '@outings/fe-kit';
import { useId, useState } from 'react';
import './invite-friends.css';

const linkQuery = (userID: string) => ({
  queryKey: queryKeys.inviteLink(),
  queryFn: async () => (await apiData(friendsApi.inviteLink(userID))).link,
});

const untilText = (expiresAt: string) =>
  new Date(expiresAt).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });

/** The share sheet where there is one (phones), else the clipboard. Resolves to what the user should be told. */
async function shareLink(url: string): Promise<string | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Join me on Outings', text: 'Sign up through my link and we are friends at once.', url });
      return null;
    } catch (error) {
      // Closing the sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'Link copied.';
  } catch {
    return 'Copy the link above: this browser does not let the page copy it.';
  }
}

function LinkActions({ link, userID }: { link: InviteLink; userID: string }) {
  const [told, setTold] = useState<string | null>(null);
  const [busy, setBusy] = useState<'new' | 'off' | null>(null);
  const inputId = useId();
  const url = inviteLinkUrl(window.location.origin, link.token);
  const change = async (which: 'new' | 'off', call: (id: string) => Promise<ApiResult<InviteLinkAnswer>>) => {
    setBusy(which);
    const result = await call(userID);
    setBusy(null);
    setTold(null);
    if (result.ok) queryClient.setQueryData(queryKeys.inviteLink(), result.data.link);
  };
  return (
    <>
      <label htmlFor={inputId}>Your invite link</label>
      <input id={inputId} className="invite-link__url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <p className="invite-link__note">
        Works until {untilText(link.expiresAt)} · {link.signUps} of {INVITE_LINK_LIMITS.signUps} sign-ups
      </p>
      <div className="invite-link__actions">
        <Button onClick={() => void shareLink(url).then(setTold)}>{typeof navigator.share === 'function' ? 'Share Link' : 'Copy Link'}</Button>
        <Button variant="secondary" busy={busy === 'new'} busyLabel="Making.." onClick={() => void change('new', friendsApi.newInviteLink)}>
          New Link
        </Button>
        <Button variant="secondary" busy={busy === 'off'} busyLabel="Turning Off.." onClick={() => void change('off', friendsApi.turnOffInviteLink)}>
          Turn Off
        </Button>
      </div>
      <p role="status" className="invite-link__told">
        {told}
      </p>
    </>
  );
}

function NoLink({ userID }: { userID: string }) {
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    const result = await friendsApi.newInviteLink(userID);
    setBusy(false);
    if (result.ok) queryClient.setQueryData(queryKeys.inviteLink(), result.data.link);
  };
  return (
    <EmptyState title="No Invite Link Yet!">
      <Button busy={busy} busyLabel="Making.." onClick={() => void make()}>
        Make My Link
      </Button>
    </EmptyState>
  );
}

export function InviteFriends() {
  const userID = useSessionState((session) => session.user?._id);
  // Read afresh each time the modal opens: sign-ups through the link count up with no push of their own.
  const { data, isError } = useQuery({ ...linkQuery(userID ?? ''), enabled: userID !== undefined, refetchOnMount: 'always' });
  if (!userID) return null;
  return (
    <div className="invite-link stack">
      <p>
        Anyone who signs up through your link becomes your friend at once. A link works for {INVITE_LINK_LIMITS.lifetimeDays} days and{' '}
        {INVITE_LINK_LIMITS.signUps} sign-ups; a new one ends the old.
      </p>
      {isError ? (
        <p role="alert">Your invite link cannot be shown right now.</p>
      ) : data === undefined ? (
        <PageLoading text="Loading Link.." />
      ) : data === null ? (
        <NoLink userID={userID} />
      ) : (
        <LinkActions link={data} userID={userID} />
      )}
    </div>
  );
}

export function openInviteFriends(): void {
  openModal({ selector: 'invite-friends', title: 'Invite Friends', render: () => <InviteFriends /> });
}
