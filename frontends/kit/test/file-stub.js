// Image imports resolve to their URL in the browser; in jsdom any stable string will do.
module.exports = 'test-file-stub';
