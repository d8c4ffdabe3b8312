export { BcfButtons } from './bcf-buttons.tsx';
export { type ListedProblem, ModelPanel, type ModelPanelHandle, type SelectionProblem } from './model-panel.tsx';
