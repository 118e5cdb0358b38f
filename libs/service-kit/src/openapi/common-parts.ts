// Parts many calls share in their descriptions: defined beside the public call table,
// which describes the gateway's calls with them.
export { NEXT_PAGE_QUERY, OK_ANSWER, OLDER_PAGE_QUERY, refusalAnswers } from '@outings/contracts';
