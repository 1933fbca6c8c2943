export * from './runtime/projection';
export * from './users/user.document';
