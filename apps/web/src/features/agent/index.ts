export { AgentApplicationView } from './AgentApplicationView';
export { useAgentApplication, useAgentStatus } from './api';
export { type AgentKeys, agentKeys } from './keys';
