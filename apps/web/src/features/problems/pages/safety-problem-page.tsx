import { QualityProblemPage } from './quality-problem-page.tsx';

/** 安全检查 (component business/safety/index): the current project's safety problems. */
export default function SafetyProblemPage() {
  return <QualityProblemPage kind="2" />;
}
