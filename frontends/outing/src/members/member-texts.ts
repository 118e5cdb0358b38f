// The spec's texts for the draft's members (spec §2 "Modals and popups"), shared by the
// modal and the page so a change lands in both.
export const MATCHES_NOTE = 'Matches are randomly generated every 24 hrs. Add at least one daily match to create an outing!';
/** Under 'Create Outing' while no daily match is in the draft (spec §5). */
export const MATCHES_HINT = 'Add at least one daily match to create an outing!';
