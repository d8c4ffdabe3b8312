/** What other features use of the project feature. */
export { isSelectableNode, selectProject } from './select-project.ts';
