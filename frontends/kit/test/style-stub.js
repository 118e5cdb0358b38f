// CSS imports carry no behaviour in jsdom; components are tested by role and text.
module.exports = {};
