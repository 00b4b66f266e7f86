export { OnceSecretDialog, type OnceSecretDialogProps } from './once-secret-dialog';
