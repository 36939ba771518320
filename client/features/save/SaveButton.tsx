interface SaveButtonProps {
  pinId: string;
}

/** The card's save control. SEAM: features/save fills in the quick-save state machine and the signed-out path. */
export function SaveButton({ pinId }: SaveButtonProps) {
  return (
    <button type="button" className="hover-overlay__save" data-pin-id={pinId}>
      Save
    </button>
  );
}
