export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
