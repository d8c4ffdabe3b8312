export { type ListedProblem, ModelPanel, type ModelPanelHandle, type SelectionProblem } from './model-panel.tsx';
