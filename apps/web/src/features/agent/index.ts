export { PartnerApplication } from './AgentApplicationView';
export { useAgentApplication, useAgentStatus } from './api';
