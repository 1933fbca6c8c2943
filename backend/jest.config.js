const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'backend',
  testTimeout: 30_000,
  globalSetup: '<rootDir>/test/support/temp-root-setup.ts',
  globalTeardown: '<rootDir>/test/support/temp-root-teardown.ts',
  // ESM-only packages used by the scanner (request-filtering-agent; htmlparser2 and its dom* and entities packages under sanitize-html)
  // and by the identity providers (openid-client, its oauth4webapi, jose) are turned into CommonJS by swc;
  // every other package in node_modules stays untransformed, as before.
  transform: { ...preset.transform, '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(request-filtering-agent|htmlparser2|entities|domhandler|domutils|domelementtype|dom-serializer|kdbush|geokdbush|tinyqueue|openid-client|oauth4webapi|jose)/)'],
};
