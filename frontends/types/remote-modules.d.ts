// What a front end loads from another through Module Federation (webpack.common.js
// `remotes`; jest maps each to its source).
declare module 'outing/OutingModal' {
  export const OutingModal: import('@outings/fe-kit').OutingModalBody;
}
