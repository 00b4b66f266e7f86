export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export {
  AgentTargetSelect,
  type AgentTarget,
  type AgentTargetSelectProps,
} from './agent-target-select';
