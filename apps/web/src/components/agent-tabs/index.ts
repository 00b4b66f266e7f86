export { AgentTabs, type AgentTabsProps } from './agent-tabs';
