module.exports = { ...require('../jest.preset.js'), displayName: 'backend', testTimeout: 30_000 };
