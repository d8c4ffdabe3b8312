import type { LocatedProject } from '../map-projects.ts';

export interface PopupTexts {
  status: string;
  address: string;
  progress: string;
  open: string;
}

function line(label: string, value: string): HTMLElement {
  const row = document.createElement('span');
  const name = document.createElement('b');
  name.textContent = label;
  row.append(name, ` ${value}`);
  return row;
}

/**
 * The popup of a marker, built as DOM nodes (project names and addresses are user data: never
 * HTML), with its progress by its master plan if it has one. The link opens the project dashboard inside the app.
 */
export function markerPopup(
  project: LocatedProject,
  statusLabel: string,
  progress: number | undefined,
  texts: PopupTexts,
  onOpen: (projectId: number) => void,
): HTMLElement {
  const root = document.createElement('div');
  root.className = 'zj-map-popup';
  root.dataset.testid = `map-popup-${project.projectId}`;
  const name = document.createElement('strong');
  name.textContent = project.projectName;
  const link = document.createElement('a');
  link.href = `#/projectDashboard/${project.projectId}`;
  link.textContent = texts.open;
  link.dataset.testid = `map-popup-open-${project.projectId}`;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    onOpen(project.projectId);
  });
  root.append(name, line(texts.status, statusLabel));
  if (progress !== undefined) root.append(line(texts.progress, `${progress}%`));
  root.append(line(texts.address, project.address || '-'), link);
  return root;
}
