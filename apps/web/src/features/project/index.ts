/** What other features use of the project feature. */
export { isSelectableNode } from './select-project.ts';
