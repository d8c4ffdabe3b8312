/** A dialog of one project's quality or safety page, open while `open`. */
export interface ProjectDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
}
