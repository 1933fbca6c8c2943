export * from './runtime/projection';
