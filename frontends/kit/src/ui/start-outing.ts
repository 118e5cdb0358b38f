// '+ Outing' on a friend (spec §2 Friends tab, profile viewer): to /outing with the
// friend handed to the outing page's draft through the router state.
import { useNavigate } from 'react-router-dom';

export interface OutingRouteState {
  /** A friend to put in the outing draft. */
  friendID: string;
}

export function useStartOuting(): (friendID: string) => void {
  const navigate = useNavigate();
  return (friendID) => {
    const state: OutingRouteState = { friendID };
    void navigate('/outing', { state });
  };
}
