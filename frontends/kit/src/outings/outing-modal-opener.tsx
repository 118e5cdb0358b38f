// How a front end opens the outing modal (spec §2 "outing modal"): from Create Outing, the
// chat's 'View Outing', the alerts and the profile's Outings tab. The modal is the outing
// remote's (exposed as 'outing/OutingModal'); the kit only opens it. The title is the
// outing's name, shown once, in the title: the caller's when it has it (a new outing), else
// the one the user's outings hold, and the outing's own once it is read ('View Outing' in a
// chat may open an outing the list does not hold yet).
import type { ReactNode } from 'react';
import { onDemandComponent, openModal, PageLoading } from '@outings/fe-kit/core';
import { LoadFailureBoundary } from '../ui/load-failure-boundary';
import { useQuery } from '../query/shared-hooks';
import { heldOuting, outingQuery } from './outing-queries';

export interface OpenOutingOptions {
  /** Closing the outing brings back the modal under it. */
  keepPrevious?: boolean;
  name?: string;
}

export type OutingModalBody = (props: { outingID: string }) => ReactNode;
export type OpenOutingModal = (outingId: string, options?: OpenOutingOptions) => void;

/** Not in the spec: the modal's code could not be fetched (worded as a remote page's failure). */
export const OUTING_LOAD_FAILED = 'The outing could not be loaded. Check your connection and try again.';

/** `openOutingModal` for a front end that holds the modal's body (the outing remote). */
export function outingModalOpener(Body: OutingModalBody): OpenOutingModal {
  return (outingId, { keepPrevious, name } = {}) => {
    const title = <OutingTitle outingID={outingId} fallback={name ?? heldOuting(outingId)?.name ?? 'Outing'} />;
    openModal({ selector: 'outing-modal', title, render: () => <Body outingID={outingId} /> }, { keepPrevious });
  };
}

/** The outing's name once its read is held (the body reads it; the title only follows). */
function OutingTitle({ outingID, fallback }: { outingID: string; fallback: string }) {
  const { data } = useQuery({ ...outingQuery(outingID), enabled: false });
  return <>{data?.outing.name ?? fallback}</>;
}

/**
 * `openOutingModal` for a front end that loads the modal through the federation: it opens
 * at once with its title and 'Loading Outing..' (the text the modal shows while the
 * outing loads), and the body's code is fetched the first time, so a page that never
 * opens an outing never loads it. A failed fetch is said in the modal; opening it again
 * tries again.
 */
export function onDemandOutingModal(load: () => Promise<{ OutingModal: OutingModalBody }>): OpenOutingModal {
  const Loaded = onDemandComponent(() => load().then((module) => module.OutingModal), <PageLoading text="Loading Outing.." />);
  const Body: OutingModalBody = (props) => (
    <LoadFailureBoundary message={OUTING_LOAD_FAILED}>
      <Loaded {...props} />
    </LoadFailureBoundary>
  );
  return outingModalOpener(Body);
}
