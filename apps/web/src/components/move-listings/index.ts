export { ModalDialog, type ModalDialogProps } from '../ui/modal-dialog';
export {
  AgentTargetSelect,
  type AgentTarget,
  type AgentTargetSelectProps,
} from './agent-target-select';
